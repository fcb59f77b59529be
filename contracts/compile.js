// Compiles src/**/*.sol with the pinned npm solc (standard JSON) and writes
// abi/<Name>.json (plain ABI array) and bin/<Name>.bin (creation bytecode, hex) for every
// deployable contract named in CONTRACTS (src/test holds contracts for tests only,
// src/examples the consumer examples, src/dev the dev stack's token and price feed, the
// latter Chainlink's MockV3Aggregator from @chainlink/contracts). Run from anywhere:
// node contracts/compile.js.
'use strict';

const fs = require('fs');
const path = require('path');
const solc = require('solc');

const ROOT = __dirname;
const SRC = path.join(ROOT, 'src');
const CONTRACTS = [
  'InferenceRouter.sol:InferenceRouter',
  'WorkerRegistry.sol:WorkerRegistry',
  'DecisionAnchor.sol:DecisionAnchor',
  'ResultVerifier.sol:ResultVerifier',
  'examples/VerdictConsumer.sol:VerdictConsumer',
  'dev/TestStablecoin.sol:TestStablecoin',
  '@chainlink/contracts/src/v0.8/tests/MockV3Aggregator.sol:MockV3Aggregator',
  'test/CallbackProbe.sol:CallbackProbe',
  'test/HostileToken.sol:HostileToken',
];

// sourceFiles lists the .sol files under dir, as paths relative to SRC, sorted.
function sourceFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(path.join(SRC, dir), { withFileTypes: true })) {
    const rel = dir === '' ? e.name : `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...sourceFiles(rel));
    else if (e.name.endsWith('.sol')) out.push(rel);
  }
  return out.sort();
}

function findImports(importPath) {
  const candidates = [path.join(SRC, importPath), path.join(ROOT, 'node_modules', importPath)];
  for (const file of candidates) {
    if (fs.existsSync(file)) {
      return { contents: fs.readFileSync(file, 'utf8') };
    }
  }
  return { error: `import not found: ${importPath}` };
}

function main() {
  const sources = {};
  for (const file of sourceFiles('')) {
    sources[file] = { content: fs.readFileSync(path.join(SRC, file), 'utf8') };
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };

  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  const errors = (output.errors || []).filter((e) => e.severity === 'error');
  for (const e of output.errors || []) {
    process.stderr.write(e.formattedMessage + '\n');
  }
  if (errors.length > 0) {
    process.exit(1);
  }

  fs.mkdirSync(path.join(ROOT, 'abi'), { recursive: true });
  fs.mkdirSync(path.join(ROOT, 'bin'), { recursive: true });
  for (const entry of CONTRACTS) {
    const [file, name] = entry.split(':');
    const unit = output.contracts[file];
    if (!unit || !unit[name]) {
      process.stderr.write(`contract ${name} missing from compiler output\n`);
      process.exit(1);
    }
    const c = unit[name];
    fs.writeFileSync(path.join(ROOT, 'abi', `${name}.json`), JSON.stringify(c.abi, null, 2) + '\n');
    fs.writeFileSync(path.join(ROOT, 'bin', `${name}.bin`), c.evm.bytecode.object);
    process.stdout.write(`${name}: ${c.evm.bytecode.object.length / 2} bytes\n`);
  }
  process.stdout.write(`compiled with solc ${solc.version()}\n`);
}

main();
