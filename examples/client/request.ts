// Send one inference request to the InferenceRouter with the package's client
// (src/index.ts, ethers v6), then wait for its output through infersched's HTTP API: the
// event stream GET /v1/requests/{id}/events first, and, if it is unavailable or breaks,
// polls of GET /v1/requests/{id} that honour Retry-After. Prints the output and exits 0
// when the request completes; exits 1 on any other final state or after TIMEOUT_S. An
// output longer than the status carries (off chain above the router's
// maxInlineOutputBytes) is fetched from GET /v1/requests/{id}/output and checked against
// its on-chain hash.
//
//   npm ci && npx tsx request.ts                 # against `infersched dev` on this machine
//
// Environment (all optional): API (http://127.0.0.1:8080), RPC (http://127.0.0.1:8545),
// PRIVATE_KEY (default: the dev stack's user-0 key from GET /v1/info), MODEL (echo),
// PROMPT (hello from ethers), MAX_TOKENS (64), FEE_ETH (0.01), TIMEOUT_S (120),
// NO_STREAM=1 to poll only; DOCUMENT, an inference request document as JSON, sent
// instead of PROMPT (e.g. '{"infer":1,"task":"chat","messages":[{"role":"user","content":"Hi"}],"temperature":0}');
// TRANSCRIPT=1 to fetch the result's transcript, its hash and the worker's signature checked.
import { JsonRpcProvider, Wallet, parseEther } from "ethers";
import { InferschedClient, type InferenceDocument } from "./src/index.js";

const API = process.env.API ?? "http://127.0.0.1:8080";
const RPC = process.env.RPC ?? "http://127.0.0.1:8545";
const MODEL = process.env.MODEL ?? "echo";
const PROMPT = process.env.PROMPT ?? "hello from ethers";
const MAX_TOKENS = Number(process.env.MAX_TOKENS ?? "64");
const FEE_ETH = process.env.FEE_ETH ?? "0.01";
const TIMEOUT_MS = Number(process.env.TIMEOUT_S ?? "120") * 1000;

async function main(): Promise<void> {
  const info = await (await fetch(`${API}/v1/info`)).json();
  const key = process.env.PRIVATE_KEY ?? info.dev_accounts?.find((a: { name: string }) => a.name === "user-0")?.private_key;
  if (!key) throw new Error("no PRIVATE_KEY, and GET /v1/info lists no dev account user-0");
  const provider = new JsonRpcProvider(RPC, undefined, { staticNetwork: true, pollingInterval: 250, cacheTimeout: -1 }); // no 250 ms cache of reads: on a chain that mines at once, a cached nonce is already spent
  const client = await InferschedClient.connect(API, new Wallet(key, provider));

  const prompt = process.env.DOCUMENT ? (JSON.parse(process.env.DOCUMENT) as InferenceDocument) : PROMPT;
  const { id, txHash } = await client.request({ model: MODEL, prompt, maxTokens: MAX_TOKENS, fee: parseEther(FEE_ETH) });
  console.log(`request ${id} (tx ${txHash})`);
  const final = await client.wait(id, {
    timeoutMs: TIMEOUT_MS,
    stream: process.env.NO_STREAM !== "1",
    onStatus: (st, how) => {
      const extra = st.state === "confirming" ? `, ${st.confirmations_remaining} confirmations to go` : "";
      console.log(`  ${how}: ${st.status === "pending" ? st.state : st.status}${extra}`);
    },
  });
  if (final.status !== "completed") {
    console.log(`request ${id} ended ${final.status}`);
    process.exit(1);
  }
  console.log(`completed by result tx ${final.result_tx_hash}`);
  if (process.env.TRANSCRIPT === "1") {
    const { transcript: tr, hash, worker } = await client.fetchTranscript(id);
    console.log(`transcript: ${tr.prompt_tokens.length} prompt tokens, ${tr.output.length} output tokens of ${tr.model} (${tr.engine}), keccak-256 ${hash} signed by ${worker}`);
  }
  if (final.output !== undefined) {
    console.log(`output: ${final.output}`);
    return;
  }
  // Not in the status (off chain, too long, or not text): the full bytes, hash checked.
  const out = await client.fetchOutput(id);
  console.log(`output: ${out.length} bytes${final.output_off_chain ? " off chain" : ""}, keccak-256 ${final.output_hash} checked`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
