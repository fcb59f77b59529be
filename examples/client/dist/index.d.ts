import { Contract, type ContractRunner } from "ethers";
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
/** The document's problem, naming the member, as the daemon's decoder would name it. */
export declare class InvalidDocument extends Error {
}
/** The prompt bytes of a document: UTF-8 JSON, "infer" first. It checks the shape the
 *  daemon's decoder checks (the task's members only, each of its type and in range) and
 *  throws InvalidDocument naming the member, so that a request is not paid for a
 *  document that would end invalid_request. */
export declare function encodeDocument(doc: InferenceDocument): Uint8Array;
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
    sampling: InferenceSampling & {
        max_tokens: number;
        top_logprobs: number;
    };
    /** "tokenize" (the server's /tokenize of the same prompt) or "none". */
    prompt_source: string;
    prompt_tokens: number[];
    output: TranscriptToken[];
    finish_reason: string;
    output_hash: string;
}
/** The transcript served is not bound to the result: its hash, or the worker's signature. */
export declare class TranscriptMismatch extends Error {
}
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
/** GET /v1/requests/{id}: 202 pending or 200 final. */
export interface Status {
    request_id: string;
    status: string;
    state?: string;
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
export declare class OutputHashMismatch extends Error {
}
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
export declare class InferschedClient {
    readonly api: string;
    readonly router: Contract;
    constructor(api: string, router: string, runner: ContractRunner);
    /** A client for the router GET /v1/info names. */
    static connect(api: string, runner: ContractRunner): Promise<InferschedClient>;
    /** GET /v1/quote: the fee that gets the request served, before paying it; with a
     *  token (a payment token of the router), in its units too. */
    quote(q: {
        model: string;
        maxTokens: number;
        batchable?: boolean;
        callbackGas?: number;
        token?: string;
    }): Promise<Quote>;
    /** GET /v1/info payment_tokens: the ERC-20s the router accepts for subscriptions. */
    paymentTokens(): Promise<{
        address: string;
        symbol: string;
        decimals: number;
        price_feed: string;
    }[]>;
    /** createSubscription(token): a subscription owned by the sender, paying in token
     *  (ZeroAddress: ETH). Resolves with its id once mined. */
    createSubscription(token?: string): Promise<bigint>;
    /** approve(router, amount) on token, when its allowance is below amount: what
     *  fundSubscription needs before it takes a token. */
    approveToken(token: string, amount: bigint): Promise<void>;
    /** fundSubscription: amount of its token (approve first) or of ETH (sent as value). */
    fundSubscription(subId: bigint, amount: bigint): Promise<string>;
    /** addConsumer / removeConsumer: who may request from the subscription (owner only). */
    addConsumer(subId: bigint, consumer: string): Promise<string>;
    removeConsumer(subId: bigint, consumer: string): Promise<string>;
    /** cancelSubscription: pays what is not reserved to `to`; call again for what the
     *  pending requests release later. */
    cancelSubscription(subId: bigint, to: string): Promise<string>;
    getSubscription(subId: bigint): Promise<Subscription>;
    /** requestInferenceFromSubscription: p.fee (in the subscription's currency) is
     *  reserved from subId's balance; the sender must be a consumer. */
    requestFromSubscription(subId: bigint, p: RequestParams & {
        callbackGasLimit?: number;
    }): Promise<{
        id: bigint;
        txHash: string;
    }>;
    /** bumpFee: raises a waiting request's fee by amount (ETH sent as value, or reserved
     *  from its subscription); a fee_below_cost request is scheduled once it covers
     *  fee_needed_wei. */
    bumpFee(id: bigint, amount: bigint): Promise<string>;
    /** withdrawRequest: takes effect withdrawalDelay later (a result landing before is
     *  still paid); the fee is then refunded (by the keeper, or refund()). */
    withdraw(id: bigint): Promise<string>;
    /** refund: returns a refundable request's fee (past its deadline, or its withdrawal). */
    refund(id: bigint): Promise<string>;
    /** requestInference; resolves once mined, with the request's id. */
    request(p: RequestParams): Promise<{
        id: bigint;
        txHash: string;
    }>;
    /** requestInferenceWithCallback: the result is also delivered to the sender, a
     *  contract implementing IInferenceConsumer, with callbackGasLimit gas. */
    requestWithCallback(p: RequestParams & {
        callbackGasLimit: number;
    }): Promise<{
        id: bigint;
        txHash: string;
    }>;
    /** POST /v1/inputs: stores a large input; request with the `prompt` it answers. */
    uploadInput(bytes: Uint8Array): Promise<{
        hash: string;
        length: number;
        prompt: string;
    }>;
    /** GET /v1/requests/{id} once. */
    status(id: bigint | string): Promise<{
        code: number;
        retryAfter: number;
        body: Status;
    }>;
    /** Waits for a final state: the event stream first, polls honouring Retry-After if it
     *  is unavailable or breaks. */
    wait(id: bigint | string, o?: WaitOptions): Promise<Status>;
    /** GET /v1/requests/{id}/output: the full output, inline or off chain, checked against
     *  the output hash of the request's status (the ResultSubmitted event's) and the ETag. */
    fetchOutput(id: bigint | string): Promise<Uint8Array>;
    /** GET /v1/requests/{id}/transcript: the transcript of a completed chat or completion,
     *  checked: its keccak-256 is the hash the worker signed, the output hash it names is
     *  the request's on-chain one, and the worker the chain paid signed the binding. */
    fetchTranscript(id: bigint | string): Promise<{
        transcript: Transcript;
        hash: string;
        worker: string;
    }>;
    private args;
    /** The receipt of tx, once mined and successful. */
    private mined;
    private send;
    private viaEvents;
}
