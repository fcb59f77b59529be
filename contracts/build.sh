#!/usr/bin/env bash
# Regenerates the committed contract artifacts and Go bindings:
#   contracts/abi/<Name>.json   plain ABI array
#   contracts/bin/<Name>.bin    creation bytecode (hex, no 0x)
#   contracts/bindings/*.go     abigen (v1) bindings, package bindings
#   contracts/l2/<Name>.json    OP-stack L1Block and GasPriceOracle (from
#                               @eth-optimism/contracts-bedrock, solc 0.8.15) and the
#                               Arbitrum stand-ins: ABI, runtime code, storage layout
#   contracts/contractstest/probe/*.go  bindings of the test-only contracts (src/test)
# Needs Node/npm (solc and OpenZeppelin are pinned in package-lock.json) and Go.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "${here}/.." && pwd)"

(cd "${here}" && npm ci --no-audit --no-fund --silent)
node "${here}/compile.js"
# The L2 fee contracts the simulated chain can boot with (contracts/l2/*.json).
node "${here}/compile_l2.js"

# abigen comes from the go-ethereum version pinned in go.mod, built once.
tmp="$(mktemp -d)"
trap 'rm -rf "${tmp}"' EXIT
(cd "${repo}" && go build -o "${tmp}/abigen" github.com/ethereum/go-ethereum/cmd/abigen)

mkdir -p "${here}/bindings"
mkdir -p "${here}/contractstest/probe"
bind() {
  local name="$1" out="$2" pkg="${3:-bindings}" dir="${4:-contracts/bindings}"
  (cd "${repo}" && "${tmp}/abigen" \
    --abi "contracts/abi/${name}.json" \
    --bin "contracts/bin/${name}.bin" \
    --pkg "${pkg}" --type "${name}" \
    --out "${dir}/${out}.go")
  chmod 0644 "${repo}/${dir}/${out}.go"
}
bind InferenceRouter inference_router
bind WorkerRegistry worker_registry
bind DecisionAnchor decision_anchor
bind ResultVerifier result_verifier
# The TypeScript client carries the router ABI too (daemon/devstack TestTypeScriptClientABI).
node "${repo}/examples/client/gen-abi.mjs"
bind VerdictConsumer verdict_consumer
# The dev stack's stablecoin and Chainlink's MockV3Aggregator as its price feed.
bind TestStablecoin test_stablecoin
bind MockV3Aggregator mock_v3_aggregator
bind CallbackProbe callback_probe probe contracts/contractstest/probe
bind HostileToken hostile_token probe contracts/contractstest/probe
echo "bindings written to contracts/bindings"
