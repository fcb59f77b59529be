import { Contract, type ContractRunner } from "ethers";
import { inferenceRouterAbi } from "./abi.js";
export { inferenceRouterAbi };
/** A request, as requestInference and requestInferenceWithCallback take it. */
export interface RequestParams {
    model: string;
    /** The prompt bytes (a string is sent as UTF-8), or the `prompt` uploadInput answered. */
    prompt: Uint8Array | string;
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
    [key: string]: unknown;
}
/** GET /v1/requests/{id}: 202 pending or 200 final. */
export interface Status {
    request_id: string;
    status: string;
    state?: string;
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
    [key: string]: unknown;
}
/** The bytes served are not those whose hash the chain holds. */
export declare class OutputHashMismatch extends Error {
}
export interface WaitOptions {
    timeoutMs?: number;
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
    /** GET /v1/quote: the fee that gets the request served, before paying it. */
    quote(q: {
        model: string;
        maxTokens: number;
        batchable?: boolean;
        callbackGas?: number;
    }): Promise<Quote>;
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
    private args;
    private send;
    private viaEvents;
}
