// Compiles the L2 fee contracts the simulated chain boots with, from the chains' own
// published sources, and writes contracts/l2/<Name>.json: {abi, runtime (hex, no 0x),
// storageLayout, compiler, source}.
//
//   OP stack: L1Block and GasPriceOracle from @eth-optimism/contracts-bedrock, with the
//   solc they pin (0.8.15, npm alias solc-0.8.15) and the solady they were built with
//   (0.0.150): the runtime code must be byte-identical to the package's own forge
//   artifacts, or the script fails.
//   Arbitrum: ArbGasInfoStandIn and NodeInterfaceStandIn (src/l2/), stand-ins that
//   implement the interfaces published in @arbitrum/nitro-contracts (the real ones are
//   precompiles, native code in the node, with no Solidity to compile).
//
// Run from anywhere: node contracts/compile_l2.js.
'use strict';

const fs = require('fs');
const path = require('path');

const ROOT = __dirname;
const NM = path.join(ROOT, 'node_modules');
const BEDROCK = path.join(NM, '@eth-optimism', 'contracts-bedrock');
const NITRO = path.join(NM, '@arbitrum', 'nitro-contracts');
const OUT = path.join(ROOT, 'l2');

function importer(roots) {
  return (p) => {
    for (const [prefix, dir] of roots) {
      if (p.startsWith(prefix)) {
        const file = path.join(dir, p.slice(prefix.length));
        if (fs.existsSync(file)) {
          return { contents: fs.readFileSync(file, 'utf8') };
        }
      }
    }
    return { error: `import not found: ${p}` };
  };
}

function compile(solc, sources, findImports, settings) {
  const input = {
    language: 'Solidity',
    sources,
    settings: Object.assign(
      {
        metadata: { bytecodeHash: 'none' },
        outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object', 'storageLayout'] } },
      },
      settings,
    ),
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  const errors = (output.errors || []).filter((e) => e.severity === 'error');
  for (const e of errors) {
    process.stderr.write(e.formattedMessage + '\n');
  }
  if (errors.length > 0) {
    process.exit(1);
  }
  return output;
}

// published is the deployed bytecode of name in contracts-bedrock's own forge artifact,
// or undefined for the stand-ins.
function published(name) {
  const file = path.join(BEDROCK, 'forge-artifacts', `${name}.sol`, `${name}.json`);
  if (!fs.existsSync(file)) {
    return undefined;
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')).deployedBytecode.object.replace(/^0x/, '');
}

function write(output, unit, name, solc, source) {
  const c = output.contracts[unit] && output.contracts[unit][name];
  if (!c) {
    process.stderr.write(`contract ${name} missing from compiler output\n`);
    process.exit(1);
  }
  const layout = c.storageLayout.storage.map((s) => ({ label: s.label, slot: s.slot, offset: s.offset, type: s.type }));
  const art = { abi: c.abi, runtime: c.evm.deployedBytecode.object, storageLayout: layout, compiler: solc.version(), source };
  const theirs = source.startsWith('@eth-optimism') ? published(name) : undefined;
  if (theirs !== undefined) {
    // Compiled from the published sources, it must be the bytecode Optimism published.
    if (theirs !== art.runtime) {
      process.stderr.write(`${name}: runtime differs from contracts-bedrock's forge artifact\n`);
      process.exit(1);
    }
    art.identicalToPublishedArtifact = true;
  }
  fs.writeFileSync(path.join(OUT, `${name}.json`), JSON.stringify(art, null, 2) + '\n');
  process.stdout.write(`${name}: ${c.evm.deployedBytecode.object.length / 2} bytes runtime (solc ${solc.version()})\n`);
}

function main() {
  fs.mkdirSync(OUT, { recursive: true });

  // OP stack, as Optimism builds it: solc 0.8.15, optimizer 999999 runs, london.
  const solc15 = require('solc-0.8.15');
  const bedrockVersion = require(path.join(BEDROCK, 'package.json')).version;
  const op = {};
  for (const f of ['src/L2/L1Block.sol', 'src/L2/GasPriceOracle.sol']) {
    op[f] = { content: fs.readFileSync(path.join(BEDROCK, f), 'utf8') };
  }
  const opOut = compile(
    solc15,
    op,
    importer([
      ['src/', path.join(BEDROCK, 'src')],
      // The solady bedrock 0.17.3 was built with (its LibZip's keccak in the published
      // artifact's metadata is 0.0.150's).
      ['@solady/', path.join(NM, 'solady-bedrock', 'src')],
      // Imported by the L1 contracts the libraries pull in, not part of the L2 bytecode:
      // bedrock's own lib/ pins OpenZeppelin 4.9 and solmate 6.
      ['@openzeppelin/contracts/', path.join(NM, 'openzeppelin-contracts-4')],
      ['@rari-capital/solmate/', path.join(NM, '@rari-capital', 'solmate')],
    ]),
    { optimizer: { enabled: true, runs: 999999 }, evmVersion: 'london' },
  );
  const src = `@eth-optimism/contracts-bedrock@${bedrockVersion}`;
  write(opOut, 'src/L2/L1Block.sol', 'L1Block', solc15, `${src} src/L2/L1Block.sol`);
  write(opOut, 'src/L2/GasPriceOracle.sol', 'GasPriceOracle', solc15, `${src} src/L2/GasPriceOracle.sol`);

  // Arbitrum stand-ins, against nitro-contracts' interfaces, with the project's solc.
  const solc = require('solc');
  const nitroVersion = require(path.join(NITRO, 'package.json')).version;
  const arb = {};
  for (const f of fs.readdirSync(path.join(ROOT, 'src', 'l2')).filter((f) => f.endsWith('.sol')).sort()) {
    arb[f] = { content: fs.readFileSync(path.join(ROOT, 'src', 'l2', f), 'utf8') };
  }
  const arbOut = compile(
    solc,
    arb,
    importer([['@arbitrum/nitro-contracts/', NITRO]]),
    { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' },
  );
  for (const name of ['ArbGasInfoStandIn', 'NodeInterfaceStandIn']) {
    write(arbOut, `${name}.sol`, name, solc, `stand-in for @arbitrum/nitro-contracts@${nitroVersion}`);
  }
  // The published interfaces' ABIs, which a test holds the stand-ins to.
  const ifaces = {
    ArbGasInfo: 'src/precompiles/ArbGasInfo.sol',
    NodeInterface: 'src/node-interface/NodeInterface.sol',
  };
  const ifOut = compile(
    solc,
    Object.fromEntries(Object.values(ifaces).map((f) => [f, { content: fs.readFileSync(path.join(NITRO, f), 'utf8') }])),
    importer([['@arbitrum/nitro-contracts/', NITRO]]),
    { evmVersion: 'cancun' },
  );
  for (const [name, f] of Object.entries(ifaces)) {
    const abi = ifOut.contracts[f][name].abi;
    const art = { abi, source: `@arbitrum/nitro-contracts@${nitroVersion} ${f}` };
    fs.writeFileSync(path.join(OUT, `${name}.interface.json`), JSON.stringify(art, null, 2) + '\n');
  }
}

main();
