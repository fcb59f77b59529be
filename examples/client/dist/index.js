// @infersched/client: request inference from infersched's InferenceRouter and read the
// answer through its HTTP API (see /openapi.yaml of any replica).
//
//   const c = await InferschedClient.connect("http://127.0.0.1:8080", wallet);
//   const q = await c.quote({ model: "repeat", maxTokens: 1 << 20 });
//   const { id } = await c.request({ model: "repeat", prompt: "abc ", maxTokens: 1 << 20, fee: BigInt(q.suggested_fee_wei) });
//   const st = await c.wait(id);                 // event stream, falling back to Retry-After polls
//   const out = await c.fetchOutput(id);         // the full output, checked against its on-chain hash
//
// The router's ABI is exported typed (`inferenceRouterAbi`, generated from the contract's
// ABI) for viem or ethers users who call the contract themselves.
import { Contract, getBytes, keccak256, toUtf8Bytes } from "ethers";
import { inferenceRouterAbi } from "./abi.js";
export { inferenceRouterAbi };
/** The bytes served are not those whose hash the chain holds. */
export class OutputHashMismatch extends Error {
}
export class InferschedClient {
    api;
    router;
    constructor(api, router, runner) {
        this.api = api.replace(/\/$/, "");
        this.router = new Contract(router, inferenceRouterAbi, runner);
    }
    /** A client for the router GET /v1/info names. */
    static async connect(api, runner) {
        const info = await getJSON(`${api.replace(/\/$/, "")}/v1/info`);
        return new InferschedClient(api, info.contracts.inference_router, runner);
    }
    /** GET /v1/quote: the fee that gets the request served, before paying it. */
    async quote(q) {
        const p = new URLSearchParams({ model: q.model, max_tokens: String(q.maxTokens), batchable: String(q.batchable ?? false) });
        if (q.callbackGas)
            p.set("callback_gas", String(q.callbackGas));
        return (await getJSON(`${this.api}/v1/quote?${p}`));
    }
    /** requestInference; resolves once mined, with the request's id. */
    async request(p) {
        return this.send("requestInference", await this.args(p), p.fee);
    }
    /** requestInferenceWithCallback: the result is also delivered to the sender, a
     *  contract implementing IInferenceConsumer, with callbackGasLimit gas. */
    async requestWithCallback(p) {
        return this.send("requestInferenceWithCallback", [...(await this.args(p)), p.callbackGasLimit], p.fee);
    }
    /** POST /v1/inputs: stores a large input; request with the `prompt` it answers. */
    async uploadInput(bytes) {
        const resp = await fetch(`${this.api}/v1/inputs`, { method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: bytes });
        if (resp.status !== 201)
            throw new Error(`POST /v1/inputs: HTTP ${resp.status}: ${await resp.text()}`);
        const up = await resp.json();
        if (up.hash !== keccak256(bytes))
            throw new OutputHashMismatch(`the store named the input ${up.hash}, its keccak-256 is ${keccak256(bytes)}`);
        return up;
    }
    /** GET /v1/requests/{id} once. */
    async status(id) {
        const resp = await fetch(`${this.api}/v1/requests/${id}`);
        return { code: resp.status, retryAfter: Number(resp.headers.get("Retry-After") ?? "1"), body: (await resp.json()) };
    }
    /** Waits for a final state: the event stream first, polls honouring Retry-After if it
     *  is unavailable or breaks. */
    async wait(id, o = {}) {
        const deadline = Date.now() + (o.timeoutMs ?? 120_000);
        if (o.stream !== false) {
            const st = await this.viaEvents(String(id), deadline, o).catch(() => undefined);
            if (st)
                return st;
        }
        while (Date.now() < deadline) {
            const { code, retryAfter, body } = await this.status(id);
            if (code === 200)
                return body;
            if (code === 202)
                o.onStatus?.(body, "poll");
            await sleep(Math.min(retryAfter * 1000, Math.max(deadline - Date.now(), 0)));
        }
        throw new Error(`request ${id}: no final state in time`);
    }
    /** GET /v1/requests/{id}/output: the full output, inline or off chain, checked against
     *  the output hash of the request's status (the ResultSubmitted event's) and the ETag. */
    async fetchOutput(id) {
        const { body } = await this.status(id);
        if (body.status !== "completed" || !body.output_hash)
            throw new Error(`request ${id} is ${body.status}: no output`);
        const resp = await fetch(`${this.api}/v1/requests/${id}/output`);
        if (resp.status !== 200)
            throw new Error(`output of ${id}: HTTP ${resp.status}: ${await resp.text()}`);
        const out = new Uint8Array(await resp.arrayBuffer());
        const got = keccak256(out);
        const etag = (resp.headers.get("ETag") ?? "").replace(/"/g, "");
        if (got !== body.output_hash.toLowerCase() || etag !== got) {
            throw new OutputHashMismatch(`output of ${id}: keccak-256 ${got}, the chain has ${body.output_hash}, ETag ${etag}`);
        }
        return out;
    }
    async args(p) {
        let deadline = p.deadline;
        if (deadline === undefined) {
            const head = await this.router.runner?.provider?.getBlock("latest");
            deadline = BigInt((head?.timestamp ?? Math.floor(Date.now() / 1000)) + 600);
        }
        const prompt = typeof p.prompt === "string" ? toUtf8Bytes(p.prompt) : getBytes(p.prompt);
        return [p.model, prompt, p.maxTokens, deadline, p.gasLimit ?? 300_000, p.requiredMemoryMB ?? 1000, p.batchable ?? false];
    }
    async send(fn, args, fee) {
        const tx = await this.router.getFunction(fn)(...args, { value: fee });
        const receipt = await tx.wait();
        if (!receipt || receipt.status !== 1)
            throw new Error(`transaction ${tx.hash} failed`);
        for (const l of receipt.logs) {
            const ev = this.router.interface.parseLog(l);
            if (ev?.name === "InferenceRequested")
                return { id: ev.args.id, txHash: tx.hash };
        }
        throw new Error(`no InferenceRequested in ${tx.hash}`);
    }
    async viaEvents(id, deadline, o) {
        const ctl = new AbortController();
        const timer = setTimeout(() => ctl.abort(), Math.max(deadline - Date.now(), 0));
        try {
            const resp = await fetch(`${this.api}/v1/requests/${id}/events`, { headers: { Accept: "text/event-stream" }, signal: ctl.signal });
            if (resp.status !== 200 || !resp.body)
                throw new Error(`HTTP ${resp.status}`);
            const decoder = new TextDecoder();
            let buf = "";
            for await (const chunk of resp.body) {
                buf += decoder.decode(chunk, { stream: true });
                let end;
                while ((end = buf.indexOf("\n\n")) >= 0) {
                    const event = buf.slice(0, end);
                    buf = buf.slice(end + 2);
                    const data = event.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6)).join("\n");
                    if (!data)
                        continue; // a keep-alive comment
                    const st = JSON.parse(data);
                    o.onStatus?.(st, "event");
                    if (st.status !== "pending")
                        return st;
                }
            }
            throw new Error("the stream ended before a final state");
        }
        finally {
            clearTimeout(timer);
        }
    }
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function getJSON(url) {
    const resp = await fetch(url);
    if (resp.status !== 200)
        throw new Error(`GET ${url}: HTTP ${resp.status}: ${await resp.text()}`);
    return resp.json();
}
