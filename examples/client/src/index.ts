// @infersched/client: request inference from infersched's InferenceRouter and read the
// answer through its HTTP API (see /openapi.yaml of any replica).
//
//   const c = await InferschedClient.connect("http://127.0.0.1:8080", wallet);
//   const q = await c.quote({ model: "repeat", maxTokens: 1 << 20 });
//   const { id } = await c.request({ model: "repeat", prompt: "abc ", maxTokens: 1 << 20, fee: BigInt(q.suggested_fee_wei) });
//   const st = await c.wait(id);                 // event stream, falling back to Retry-After polls
//   const out = await c.fetchOutput(id);         // the full output, checked against its on-chain hash
//
// A prompt is plain text, or an inference request document (InferenceDocument: a chat
// with a system prompt and sampling, a completion, an embedding, an image, a
// transcription of an uploaded input), which request() encodes (encodeDocument):
//
//   await c.request({ model: "llama-7b", maxTokens: 64, fee, prompt: { infer: 1, task: "chat",
//     messages: [{ role: "system", content: "Be brief." }, { role: "user", content: "Hi" }], temperature: 0, seed: 42 } });
//   const { transcript } = await c.fetchTranscript(id); // token ids and log-probabilities, the worker's signature checked
//
// Paying from a subscription in a stablecoin instead (GET /v1/info payment_tokens):
//
//   const sub = await c.createSubscription(token);            // the token's address; ZeroAddress: ETH
//   await c.approveToken(token, amount); await c.fundSubscription(sub, amount);
//   await c.addConsumer(sub, await wallet.getAddress());      // who may request from it
//   const q = await c.quote({ model: "echo", maxTokens: 64, token });   // fees in the token's units
//   const { id } = await c.requestFromSubscription(sub, { model: "echo", prompt: "hi", maxTokens: 64, fee: BigInt(q.suggested_fee!) });
//
// A fee can be raised while the request waits (bumpFee); an expired request is refunded by
// the scheduler's keeper without the requester acting, and wait() reports it refunded with
// the refund's transaction (refund() does it by hand).
//
// The router's ABI is exported typed (`inferenceRouterAbi`, generated from the contract's
// ABI) for viem or ethers users who call the contract themselves.
import { Contract, type ContractRunner, type Log, ZeroAddress, getBytes, keccak256, toUtf8Bytes, verifyMessage } from "ethers";
import { inferenceRouterAbi } from "./abi.js";

export { inferenceRouterAbi };

/** A chat turn of an inference request document. */
export interface InferenceMessage {
  role: "system" | "user" | "assistant";
  /** The text, or "ref:0x<hash>": an uploaded input (uploadInput's `prompt`) that is UTF-8 text. */
  content: string;
}

/** The sampling members of a chat or a completion; an absent member is the backend's default. */
export interface InferenceSampling {
  /** [0, 2]; 0 is greedy. */
  temperature?: number;
  /** (0, 1]. */
  top_p?: number;
  /** [0, 65536]; 0 is off. */
  top_k?: number;
  /** [0, 2^53 − 1]. */
  seed?: number;
  /** At most 4 strings of 1 to 256 bytes. */
  stop?: string | string[];
}

export interface ChatDocument extends InferenceSampling {
  infer: 1;
  task: "chat";
  messages: InferenceMessage[];
}

export interface CompletionDocument extends InferenceSampling {
  infer: 1;
  task: "completion";
  prompt: string;
}

export interface EmbeddingDocument {
  infer: 1;
  task: "embedding";
  input: string;
}

export interface ImageDocument {
  infer: 1;
  task: "image";
  prompt: string;
  /** "WIDTHxHEIGHT", each side a multiple of 8 in [64, 4096]. */
  size?: string;
  /** [1, 1000]. */
  steps?: number;
  seed?: number;
}

export interface TranscriptionDocument {
  infer: 1;
  task: "transcription";
  /** The audio: "ref:0x<hash>" of an uploaded input (uploadInput's `prompt`). */
  input: string;
  /** ISO-639, e.g. "en". */
  language?: string;
}

/** An inference request document: what a request's prompt asks of its model. The number
 *  of tokens to generate is never a member: it is the request's maxTokens. */
export type InferenceDocument = ChatDocument | CompletionDocument | EmbeddingDocument | ImageDocument | TranscriptionDocument;

export type InferenceTask = InferenceDocument["task"];

const documentMembers: Record<InferenceTask, string[]> = {
  chat: ["messages", "temperature", "top_p", "top_k", "seed", "stop"],
  completion: ["prompt", "temperature", "top_p", "top_k", "seed", "stop"],
  embedding: ["input"],
  image: ["prompt", "size", "steps", "seed"],
  transcription: ["input", "language"],
};

/** The document's problem, naming the member, as the daemon's decoder would name it. */
export class InvalidDocument extends Error {}

/** The prompt bytes of a document: UTF-8 JSON, "infer" first. It checks the shape the
 *  daemon's decoder checks (the task's members only, each of its type and in range) and
 *  throws InvalidDocument naming the member, so that a request is not paid for a
 *  document that would end invalid_request. */
export function encodeDocument(doc: InferenceDocument): Uint8Array {
  const d = doc as unknown as Record<string, unknown>;
  const bad = (member: string, msg: string): never => {
    throw new InvalidDocument(`${member}: ${msg}`);
  };
  if (d.infer !== 1) bad("infer", "must be 1");
  const task = d.task as InferenceTask;
  const allowed = documentMembers[task];
  if (!allowed) bad("task", `must be one of ${Object.keys(documentMembers).join(", ")}`);
  for (const k of Object.keys(d)) {
    if (k !== "infer" && k !== "task" && !allowed.includes(k)) bad(k, `is not a member of task "${task}" (its members: ${allowed.join(", ")})`);
  }
  const text = (k: string, required: boolean) => {
    if (d[k] === undefined) return required ? bad(k, `is missing (task "${task}" needs it)`) : undefined;
    if (typeof d[k] !== "string" || (required && d[k] === "")) bad(k, required ? "must be a non-empty string" : "must be a string");
  };
  const num = (k: string, lo: number, hi: number, int: boolean, openLo = false) => {
    const v = d[k];
    if (v === undefined) return;
    if (typeof v !== "number" || !Number.isFinite(v) || v < lo || v > hi || (openLo && v === lo) || (int && !Number.isInteger(v))) {
      bad(k, `must be ${int ? "an integer" : "a number"} in ${openLo ? "(" : "["}${lo}, ${hi}]`);
    }
  };
  if (task === "chat") {
    const msgs = d.messages;
    if (!Array.isArray(msgs) || msgs.length < 1 || msgs.length > 256) bad("messages", "must hold 1 to 256 messages");
    (msgs as unknown[]).forEach((m, i) => {
      const msg = m as Record<string, unknown>;
      if (typeof msg !== "object" || msg === null) bad(`messages[${i}]`, "must be an object {role, content}");
      for (const k of Object.keys(msg)) if (k !== "role" && k !== "content") bad(`messages[${i}].${k}`, "is not a member of a message (role, content)");
      if (!["system", "user", "assistant"].includes(msg.role as string)) bad(`messages[${i}].role`, `must be "system", "user" or "assistant"`);
      if (typeof msg.content !== "string") bad(`messages[${i}].content`, "must be a string");
    });
  }
  if (task === "completion" || task === "image") text("prompt", true);
  if (task === "embedding" || task === "transcription") text("input", true);
  if (task === "transcription" && !/^ref:0x[0-9a-f]{64}$/.test(d.input as string)) bad("input", `must be an uploaded input, "ref:0x" and its 64 lowercase hex digits (uploadInput)`);
  num("temperature", 0, 2, false);
  num("top_p", 0, 1, false, true);
  num("top_k", 0, 65536, true);
  num("seed", 0, Number.MAX_SAFE_INTEGER, true);
  num("steps", 1, 1000, true);
  if (d.stop !== undefined) {
    const stops = typeof d.stop === "string" ? [d.stop] : d.stop;
    if (!Array.isArray(stops) || stops.length > 4) bad("stop", "must be a string or at most 4 strings");
    (stops as unknown[]).forEach((s, i) => {
      if (typeof s !== "string" || s.length === 0 || toUtf8Bytes(s).length > 256) bad(`stop[${i}]`, "must be 1 to 256 bytes");
    });
  }
  if (d.size !== undefined) {
    const m = typeof d.size === "string" ? /^([1-9][0-9]*)x([1-9][0-9]*)$/.exec(d.size) : null;
    const ok = m !== null && [m[1], m[2]].every((v) => Number(v) >= 64 && Number(v) <= 4096 && Number(v) % 8 === 0);
    if (!ok) bad("size", `must be "WIDTHxHEIGHT", sides multiples of 8 in [64, 4096]`);
  }
  if (d.language !== undefined && (typeof d.language !== "string" || !/^[a-z]{2}[a-z-]{0,6}$/.test(d.language))) bad("language", `must be an ISO-639 code (e.g. "en")`);
  const { infer, task: t, ...rest } = d;
  return toUtf8Bytes(JSON.stringify({ infer, task: t, ...rest }));
}

/** One generated token of a transcript: its id, its log-probability, and the most likely
 *  tokens at its position as [id, logprob] pairs, most likely first. */
export interface TranscriptToken {
  id: number;
  logprob: number;
  top: [number, number][];
}

/** GET /v1/requests/{id}/transcript: the token record of a chat or completion. */
export interface Transcript {
  transcript: 1;
  request_id: string;
  task: "chat" | "completion";
  model: string;
  backend_model: string;
  engine?: string;
  sampling: InferenceSampling & { max_tokens: number; top_logprobs: number };
  /** "tokenize" (the server's /tokenize of the same prompt) or "none". */
  prompt_source: string;
  prompt_tokens: number[];
  output: TranscriptToken[];
  finish_reason: string;
  output_hash: string;
}

/** The transcript served is not bound to the result: its hash, or the worker's signature. */
export class TranscriptMismatch extends Error {}

/** A request, as requestInference and requestInferenceWithCallback take it. */
export interface RequestParams {
  model: string;
  /** The prompt bytes (a string is sent as UTF-8), the `prompt` uploadInput answered, or
   *  an inference request document (encoded by encodeDocument). */
  prompt: Uint8Array | string | InferenceDocument;
  maxTokens: number;
  /** The fee in wei (msg.value); quote() suggests one. */
  fee: bigint;
  /** Unix seconds; default ten minutes from the latest block. */
  deadline?: bigint;
  gasLimit?: number;
  requiredMemoryMB?: number;
  batchable?: boolean;
}

/** GET /v1/quote. */
export interface Quote {
  model: string;
  fee_needed_wei: string;
  suggested_fee_wei: string;
  eta_seconds: number;
  live_workers: number;
  /** With a token: the fees in its units (rounded up). */
  token?: string;
  fee_needed?: string;
  suggested_fee?: string;
  [key: string]: unknown;
}

/** getSubscription. */
export interface Subscription {
  owner: string;
  /** The ERC-20 it pays in; ZeroAddress for ETH. */
  token: string;
  /** Everything held for it, the reserved part included. */
  balance: bigint;
  /** The fees of its pending requests. */
  reserved: bigint;
  consumers: string[];
}

/** The ERC-20 functions the client needs to fund a subscription. */
const erc20Abi = [
  "function approve(address spender, uint256 amount) returns (bool)",
  "function allowance(address owner, address spender) view returns (uint256)",
] as const;

/** GET /v1/requests/{id}: 202 pending or 200 final. */
export interface Status {
  request_id: string;
  status: string; // "pending" or the final state
  state?: string; // confirming, queued, throttled, price_unavailable, unserved, assigned
  /** The fee now (raised or not), in wei or in fee_token's units. */
  fee?: string;
  fee_token?: string;
  /** While fee_below_cost: what would cover the result gas (wei; and in the token). */
  fee_needed_wei?: string;
  fee_needed?: string;
  /** Refunded: the transaction that refunded the fee (the keeper's or the requester's). */
  refund_tx_hash?: string;
  confirmations_remaining?: number;
  output?: string;
  output_base64?: string;
  output_length?: number;
  output_truncated?: boolean;
  output_off_chain?: boolean;
  output_url?: string;
  output_hash?: string;
  result_tx_hash?: string;
  /** "delivered" or "failed": the requester contract's callback. */
  callback?: string;
  /** Completed requests whose result was drawn for verification: where it stands. */
  verification?: Verification;
  /** ResultVerifier's logs about the verification, oldest first. */
  verification_txs?: VerificationTx[];
  [key: string]: unknown;
}

/**
 * Where the sampled re-check of a result stands: sampled (no verdict yet), verified
 * (passed on chain), disputed (failed and disputed: open, or closed undecided with
 * nobody slashed), worker_slashed (the dispute upheld: the worker slashed, the fee
 * refunded), challenger_slashed (the result passed the tie-break: the disputing
 * verifier slashed).
 */
export type Verification = "sampled" | "verified" | "disputed" | "worker_slashed" | "challenger_slashed";

/** One ResultVerifier log about a request's result. */
export interface VerificationTx {
  event: "attested" | "dispute_opened" | "dispute_resolved" | "dispute_expired";
  tx_hash: string;
  log_index: number;
  /** The verdict's verifier: the challenger of an opened or expired dispute, the tie-break of a resolved one. */
  verifier: string;
}

/** The bytes served are not those whose hash the chain holds. */
export class OutputHashMismatch extends Error {}

export interface WaitOptions {
  timeoutMs?: number;
  /** An expired request is refunded by the scheduler's keeper: wait (within timeoutMs)
   *  for the refund and report it with its transaction. false: return "expired". */
  refund?: boolean;
  /** false: polls only. */
  stream?: boolean;
  /** Called with every status seen. */
  onStatus?: (st: Status, how: "event" | "poll") => void;
}

export class InferschedClient {
  readonly api: string;
  readonly router: Contract;

  constructor(api: string, router: string, runner: ContractRunner) {
    this.api = api.replace(/\/$/, "");
    this.router = new Contract(router, inferenceRouterAbi, runner);
  }

  /** A client for the router GET /v1/info names. */
  static async connect(api: string, runner: ContractRunner): Promise<InferschedClient> {
    const info = await getJSON(`${api.replace(/\/$/, "")}/v1/info`);
    return new InferschedClient(api, info.contracts.inference_router, runner);
  }

  /** GET /v1/quote: the fee that gets the request served, before paying it; with a
   *  token (a payment token of the router), in its units too. */
  async quote(q: { model: string; maxTokens: number; batchable?: boolean; callbackGas?: number; token?: string }): Promise<Quote> {
    const p = new URLSearchParams({ model: q.model, max_tokens: String(q.maxTokens), batchable: String(q.batchable ?? false) });
    if (q.callbackGas) p.set("callback_gas", String(q.callbackGas));
    if (q.token) p.set("token", q.token);
    return (await getJSON(`${this.api}/v1/quote?${p}`)) as Quote;
  }

  /** GET /v1/info payment_tokens: the ERC-20s the router accepts for subscriptions. */
  async paymentTokens(): Promise<{ address: string; symbol: string; decimals: number; price_feed: string }[]> {
    return (await getJSON(`${this.api}/v1/info`)).payment_tokens ?? [];
  }

  /** createSubscription(token): a subscription owned by the sender, paying in token
   *  (ZeroAddress: ETH). Resolves with its id once mined. */
  async createSubscription(token: string = ZeroAddress): Promise<bigint> {
    const receipt = await this.mined(await this.router.createSubscription(token));
    for (const l of receipt.logs as Log[]) {
      const ev = this.router.interface.parseLog(l);
      if (ev?.name === "SubscriptionCreated") return ev.args.subId as bigint;
    }
    throw new Error(`no SubscriptionCreated in ${receipt.hash}`);
  }

  /** approve(router, amount) on token, when its allowance is below amount: what
   *  fundSubscription needs before it takes a token. */
  async approveToken(token: string, amount: bigint): Promise<void> {
    const erc20 = new Contract(token, erc20Abi, this.router.runner);
    const owner = await (this.router.runner as { getAddress?: () => Promise<string> }).getAddress?.();
    const router = await this.router.getAddress();
    if (owner && (await erc20.allowance(owner, router)) >= amount) return;
    await this.mined(await erc20.approve(router, amount));
  }

  /** fundSubscription: amount of its token (approve first) or of ETH (sent as value). */
  async fundSubscription(subId: bigint, amount: bigint): Promise<string> {
    const sub = await this.getSubscription(subId);
    const value = sub.token === ZeroAddress ? amount : 0n;
    return (await this.mined(await this.router.fundSubscription(subId, amount, { value }))).hash;
  }

  /** addConsumer / removeConsumer: who may request from the subscription (owner only). */
  async addConsumer(subId: bigint, consumer: string): Promise<string> {
    return (await this.mined(await this.router.addConsumer(subId, consumer))).hash;
  }

  async removeConsumer(subId: bigint, consumer: string): Promise<string> {
    return (await this.mined(await this.router.removeConsumer(subId, consumer))).hash;
  }

  /** cancelSubscription: pays what is not reserved to `to`; call again for what the
   *  pending requests release later. */
  async cancelSubscription(subId: bigint, to: string): Promise<string> {
    return (await this.mined(await this.router.cancelSubscription(subId, to))).hash;
  }

  async getSubscription(subId: bigint): Promise<Subscription> {
    const [owner, token, balance, reserved, consumers] = await this.router.getSubscription(subId);
    return { owner, token, balance, reserved, consumers: [...consumers] };
  }

  /** requestInferenceFromSubscription: p.fee (in the subscription's currency) is
   *  reserved from subId's balance; the sender must be a consumer. */
  async requestFromSubscription(subId: bigint, p: RequestParams & { callbackGasLimit?: number }): Promise<{ id: bigint; txHash: string }> {
    const a = await this.args(p);
    return this.send("requestInferenceFromSubscription", [subId, ...a, p.callbackGasLimit ?? 0, p.fee], 0n);
  }

  /** bumpFee: raises a waiting request's fee by amount (ETH sent as value, or reserved
   *  from its subscription); a fee_below_cost request is scheduled once it covers
   *  fee_needed_wei. */
  async bumpFee(id: bigint, amount: bigint): Promise<string> {
    const [info] = await this.router.getRequests([id]);
    const value = info.subId === 0n ? amount : 0n;
    return (await this.mined(await this.router.bumpFee(id, amount, { value }))).hash;
  }

  /** withdrawRequest: takes effect withdrawalDelay later (a result landing before is
   *  still paid); the fee is then refunded (by the keeper, or refund()). */
  async withdraw(id: bigint): Promise<string> {
    return (await this.mined(await this.router.withdrawRequest(id))).hash;
  }

  /** refund: returns a refundable request's fee (past its deadline, or its withdrawal). */
  async refund(id: bigint): Promise<string> {
    return (await this.mined(await this.router.refund(id))).hash;
  }

  /** requestInference; resolves once mined, with the request's id. */
  async request(p: RequestParams): Promise<{ id: bigint; txHash: string }> {
    return this.send("requestInference", await this.args(p), p.fee);
  }

  /** requestInferenceWithCallback: the result is also delivered to the sender, a
   *  contract implementing IInferenceConsumer, with callbackGasLimit gas. */
  async requestWithCallback(p: RequestParams & { callbackGasLimit: number }): Promise<{ id: bigint; txHash: string }> {
    return this.send("requestInferenceWithCallback", [...(await this.args(p)), p.callbackGasLimit], p.fee);
  }

  /** POST /v1/inputs: stores a large input; request with the `prompt` it answers. */
  async uploadInput(bytes: Uint8Array): Promise<{ hash: string; length: number; prompt: string }> {
    const resp = await fetch(`${this.api}/v1/inputs`, { method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: bytes as unknown as BodyInit });
    if (resp.status !== 201) throw new Error(`POST /v1/inputs: HTTP ${resp.status}: ${await resp.text()}`);
    const up = await resp.json();
    if (up.hash !== keccak256(bytes)) throw new OutputHashMismatch(`the store named the input ${up.hash}, its keccak-256 is ${keccak256(bytes)}`);
    return up;
  }

  /** GET /v1/requests/{id} once. */
  async status(id: bigint | string): Promise<{ code: number; retryAfter: number; body: Status }> {
    const resp = await fetch(`${this.api}/v1/requests/${id}`);
    return { code: resp.status, retryAfter: Number(resp.headers.get("Retry-After") ?? "1"), body: (await resp.json()) as Status };
  }

  /** Waits for a final state: the event stream first, polls honouring Retry-After if it
   *  is unavailable or breaks. */
  async wait(id: bigint | string, o: WaitOptions = {}): Promise<Status> {
    const deadline = Date.now() + (o.timeoutMs ?? 120_000);
    let final: Status | undefined;
    if (o.stream !== false) {
      final = await this.viaEvents(String(id), deadline, o).catch(() => undefined);
    }
    while (!final && Date.now() < deadline) {
      const { code, retryAfter, body } = await this.status(id);
      if (code === 200) final = body;
      else {
        if (code === 202) o.onStatus?.(body, "poll");
        await sleep(Math.min(retryAfter * 1000, Math.max(deadline - Date.now(), 0)));
      }
    }
    if (!final) throw new Error(`request ${id}: no final state in time`);
    // Expired: the keeper refunds it within its interval; report the refund.
    while (final.status === "expired" && o.refund !== false && Date.now() < deadline) {
      await sleep(Math.min(1000, Math.max(deadline - Date.now(), 0)));
      const { code, body } = await this.status(id);
      if (code === 200) final = body;
    }
    if (final.status === "refunded") o.onStatus?.(final, "poll");
    return final;
  }

  /** GET /v1/requests/{id}/output: the full output, inline or off chain, checked against
   *  the output hash of the request's status (the ResultSubmitted event's) and the ETag. */
  async fetchOutput(id: bigint | string): Promise<Uint8Array> {
    const { body } = await this.status(id);
    if (body.status !== "completed" || !body.output_hash) throw new Error(`request ${id} is ${body.status}: no output`);
    const resp = await fetch(`${this.api}/v1/requests/${id}/output`);
    if (resp.status !== 200) throw new Error(`output of ${id}: HTTP ${resp.status}: ${await resp.text()}`);
    const out = new Uint8Array(await resp.arrayBuffer());
    const got = keccak256(out);
    const etag = (resp.headers.get("ETag") ?? "").replace(/"/g, "");
    if (got !== body.output_hash.toLowerCase() || etag !== got) {
      throw new OutputHashMismatch(`output of ${id}: keccak-256 ${got}, the chain has ${body.output_hash}, ETag ${etag}`);
    }
    return out;
  }

  /** GET /v1/requests/{id}/transcript: the transcript of a completed chat or completion,
   *  checked: its keccak-256 is the hash the worker signed, the output hash it names is
   *  the request's on-chain one, and the worker the chain paid signed the binding. */
  async fetchTranscript(id: bigint | string): Promise<{ transcript: Transcript; hash: string; worker: string }> {
    const { body } = await this.status(id);
    if (body.status !== "completed" || !body.output_hash) throw new Error(`request ${id} is ${body.status}: no result`);
    const resp = await fetch(`${this.api}/v1/requests/${id}/transcript`);
    if (resp.status !== 200) throw new Error(`transcript of ${id}: HTTP ${resp.status}: ${await resp.text()}`);
    const bytes = new Uint8Array(await resp.arrayBuffer());
    const h = (k: string) => (resp.headers.get(k) ?? "").toLowerCase();
    const hash = keccak256(bytes);
    if (hash !== h("X-Transcript-Hash") || h("X-Output-Hash") !== body.output_hash.toLowerCase()) {
      throw new TranscriptMismatch(`transcript of ${id}: keccak-256 ${hash}, served as ${h("X-Transcript-Hash")} for output ${h("X-Output-Hash")}, the chain has ${body.output_hash}`);
    }
    const worker = h("X-Worker");
    const claim = `infersched transcript\n${BigInt(id).toString()}\n${worker}\n${body.output_hash.toLowerCase()}\n${hash}`;
    if (verifyMessage(claim, resp.headers.get("X-Transcript-Signature") ?? "").toLowerCase() !== worker) {
      throw new TranscriptMismatch(`transcript of ${id}: the signature is not worker ${worker}'s`);
    }
    return { transcript: JSON.parse(new TextDecoder().decode(bytes)) as Transcript, hash, worker };
  }

  private async args(p: RequestParams): Promise<unknown[]> {
    let deadline = p.deadline;
    if (deadline === undefined) {
      const head = await this.router.runner?.provider?.getBlock("latest");
      deadline = BigInt((head?.timestamp ?? Math.floor(Date.now() / 1000)) + 600);
    }
    const prompt =
      typeof p.prompt === "string" ? toUtf8Bytes(p.prompt) : p.prompt instanceof Uint8Array ? getBytes(p.prompt) : encodeDocument(p.prompt);
    return [p.model, prompt, p.maxTokens, deadline, p.gasLimit ?? 300_000, p.requiredMemoryMB ?? 1000, p.batchable ?? false];
  }

  /** The receipt of tx, once mined and successful. */
  private async mined(tx: { hash: string; wait: () => Promise<any> }): Promise<any> {
    const receipt = await tx.wait();
    if (!receipt || receipt.status !== 1) throw new Error(`transaction ${tx.hash} failed`);
    return receipt;
  }

  private async send(fn: string, args: unknown[], fee: bigint): Promise<{ id: bigint; txHash: string }> {
    const tx = await this.router.getFunction(fn)(...args, { value: fee });
    const receipt = await this.mined(tx);
    for (const l of receipt.logs as Log[]) {
      const ev = this.router.interface.parseLog(l);
      if (ev?.name === "InferenceRequested") return { id: ev.args.id as bigint, txHash: tx.hash };
    }
    throw new Error(`no InferenceRequested in ${tx.hash}`);
  }

  private async viaEvents(id: string, deadline: number, o: WaitOptions): Promise<Status> {
    const ctl = new AbortController();
    const timer = setTimeout(() => ctl.abort(), Math.max(deadline - Date.now(), 0));
    try {
      const resp = await fetch(`${this.api}/v1/requests/${id}/events`, { headers: { Accept: "text/event-stream" }, signal: ctl.signal });
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
          const st = JSON.parse(data) as Status;
          o.onStatus?.(st, "event");
          if (st.status !== "pending") return st;
        }
      }
      throw new Error("the stream ended before a final state");
    } finally {
      clearTimeout(timer);
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function getJSON(url: string): Promise<any> {
  const resp = await fetch(url);
  if (resp.status !== 200) throw new Error(`GET ${url}: HTTP ${resp.status}: ${await resp.text()}`);
  return resp.json();
}
