// Send one inference request to the InferenceRouter with ethers v6, then wait for its
// output through infersched's HTTP API: the event stream GET /v1/requests/{id}/events
// first, and, if it is unavailable or breaks, polls of GET /v1/requests/{id} that
// honour Retry-After. Prints the output and exits 0 when the request completes; exits
// 1 on any other final state or after TIMEOUT_S.
//
//   npm ci && npx tsx request.ts                 # against `infersched dev` on this machine
//
// Environment (all optional): API (http://127.0.0.1:8080), RPC (http://127.0.0.1:8545),
// PRIVATE_KEY (default: the dev stack's user-0 key from GET /v1/info), MODEL (echo),
// PROMPT (hello from ethers), FEE_ETH (0.01), TIMEOUT_S (120), NO_STREAM=1 to poll only.
import { Contract, JsonRpcProvider, Wallet, parseEther, toUtf8Bytes } from "ethers";

const API = process.env.API ?? "http://127.0.0.1:8080";
const RPC = process.env.RPC ?? "http://127.0.0.1:8545";
const MODEL = process.env.MODEL ?? "echo";
const PROMPT = process.env.PROMPT ?? "hello from ethers";
const FEE_ETH = process.env.FEE_ETH ?? "0.01";
const TIMEOUT_MS = Number(process.env.TIMEOUT_S ?? "120") * 1000;

const routerABI = [
  "function requestInference(string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable) payable returns (uint256 id)",
  "function requestInferenceWithCallback(string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable, uint32 callbackGasLimit) payable returns (uint256 id)",
  "event InferenceRequested(uint256 indexed id, address indexed requester, string model, bytes prompt, uint32 maxTokens, uint256 priorityFee, uint64 submittedAt, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable, uint32 callbackGasLimit)",
];

// The answer of GET /v1/requests/{id} (see /openapi.yaml): 202 pending or 200 final.
interface Status {
  request_id: string;
  status: string; // "pending" or the final state
  state?: string; // confirming, queued, throttled, assigned
  confirmations_remaining?: number;
  retry_after_seconds?: number;
  output?: string;
  output_base64?: string;
  output_truncated?: boolean;
  output_hash?: string;
  result_tx_hash?: string;
}

const deadline = Date.now() + TIMEOUT_MS;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const info = await (await fetch(`${API}/v1/info`)).json();
  const router: string = info.contracts.inference_router;
  const key = process.env.PRIVATE_KEY ?? info.dev_accounts?.find((a: { name: string }) => a.name === "user-0")?.private_key;
  if (!key) throw new Error("no PRIVATE_KEY, and GET /v1/info lists no dev account user-0");

  const provider = new JsonRpcProvider(RPC, undefined, { staticNetwork: true, pollingInterval: 250 });
  const wallet = new Wallet(key, provider);
  const contract = new Contract(router, routerABI, wallet);
  const head = await provider.getBlock("latest");
  const tx = await contract.requestInference(MODEL, toUtf8Bytes(PROMPT), 64, BigInt(head!.timestamp + 600), 300_000, 1000, false, {
    value: parseEther(FEE_ETH),
  });
  const receipt = await tx.wait();
  if (!receipt || receipt.status !== 1) throw new Error(`transaction ${tx.hash} failed`);
  // The id is the first indexed topic of InferenceRequested; GET /v1/requests?tx= says the same.
  const log = receipt.logs.map((l: { topics: string[]; data: string }) => contract.interface.parseLog(l)).find((l) => l?.name === "InferenceRequested");
  const id: string = log!.args.id.toString();
  console.log(`request ${id} in block ${receipt.blockNumber} (tx ${tx.hash})`);

  let final: Status | undefined;
  if (process.env.NO_STREAM !== "1") {
    final = await viaEvents(id).catch((err) => {
      console.log(`event stream unavailable (${err.message}); polling`);
      return undefined;
    });
  }
  final ??= await viaPolls(id);
  if (final.status !== "completed") {
    console.log(`request ${id} ended ${final.status}`);
    process.exit(1);
  }
  const output = final.output ?? (final.output_base64 ? Buffer.from(final.output_base64, "base64").toString("hex") : undefined);
  console.log(`completed by result tx ${final.result_tx_hash}`);
  console.log(final.output_truncated ? `output too long to serve (hash ${final.output_hash}); read it from the result transaction` : `output: ${output}`);
}

// viaEvents follows the Server-Sent Events stream until a final state. It throws when
// the stream cannot be opened, or ends before a final state.
async function viaEvents(id: string): Promise<Status> {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), Math.max(deadline - Date.now(), 0));
  try {
    const resp = await fetch(`${API}/v1/requests/${id}/events`, { headers: { Accept: "text/event-stream" }, signal: ctl.signal });
    if (resp.status !== 200 || !resp.body) throw new Error(`HTTP ${resp.status}`);
    const decoder = new TextDecoder();
    let buf = "";
    for await (const chunk of resp.body as unknown as AsyncIterable<Uint8Array>) {
      buf += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buf.indexOf("\n\n")) >= 0) {
        const event = buf.slice(0, end);
        buf = buf.slice(end + 2);
        const data = event.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6)).join("\n");
        if (!data) continue; // a keep-alive comment
        const st: Status = JSON.parse(data);
        show(st, "event");
        if (st.status !== "pending") return st;
      }
    }
    throw new Error("the stream ended before a final state");
  } finally {
    clearTimeout(timer);
  }
}

// viaPolls polls until a final state, waiting what each answer's Retry-After says.
async function viaPolls(id: string): Promise<Status> {
  while (Date.now() < deadline) {
    const resp = await fetch(`${API}/v1/requests/${id}`);
    if (resp.status === 200) return (await resp.json()) as Status;
    const retry = Number(resp.headers.get("Retry-After") ?? "1");
    if (resp.status === 202) show((await resp.json()) as Status, `poll, next in ${retry}s`);
    else console.log(`HTTP ${resp.status}: ${await resp.text()}`);
    await sleep(Math.min(retry * 1000, Math.max(deadline - Date.now(), 0)));
  }
  throw new Error(`no final state within ${TIMEOUT_MS / 1000}s`);
}

function show(st: Status, how: string): void {
  const extra = st.state === "confirming" ? `, ${st.confirmations_remaining} confirmations to go` : "";
  console.log(`  ${how}: ${st.status === "pending" ? st.state : st.status}${extra}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
