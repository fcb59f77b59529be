// An OpenAI-compatible inference server over node-llama-cpp (llama.cpp, CPU), speaking
// vLLM's wire format for the fields infersched's worker and verifier use. It is the test
// kit's real engine: it serves the tiny GGUF models enginekit writes, or any llama.cpp
// model.
//
//   node server.mjs --model NAME=PATH [--model NAME=PATH …] [--host 127.0.0.1] [--port 0]
//        [--threads 1] [--batch-size 512] [--sequences 1] [--context-size N]
//        [--flash-attention auto|on|off] [--max-logprobs 20] [--max-waiting 256]
//        [--max-body-bytes 4194304] [--no-metrics] [--strict]
//
// --threads, --batch-size, --sequences and --flash-attention are the llama.cpp context's own
// settings (node-llama-cpp's createContext: threads, batchSize, sequences, flashAttention);
// --context-size is the context per sequence (default: the model's llama.context_length).
// Requests beyond --sequences running at once wait (at most --max-waiting, then 503).
//
// When every model is loaded it prints one line "enginekit: listening on http://HOST:PORT".
//
// Endpoints, as vLLM's OpenAI-compatible server documents them (docs.vllm.ai "OpenAI-Compatible
// Server"; vllm/entrypoints/openai/{completion,chat_completion}/protocol.py):
//   POST /v1/completions      prompt (a string or a list of token ids), max_tokens (default 16;
//                             0 only with echo), echo, logprobs (K: the legacy object
//                             {tokens, token_logprobs, top_logprobs, text_offset}; with echo the
//                             prompt's positions come first, the first one null),
//                             prompt_logprobs (K: [null, {id: {logprob, rank, decoded_token}}, …]),
//                             add_special_tokens (default true: BOS first)
//   POST /v1/chat/completions messages (system, user, assistant; content a string or text
//                             parts), max_completion_tokens or max_tokens (default: the rest of
//                             the context), logprobs (bool), top_logprobs (K),
//                             prompt_logprobs, add_generation_prompt (default true)
//   both:                     temperature (default 1; below 1e-5 greedy), top_p, top_k (0 or -1:
//                             off), min_p, seed, stop (a string or a list), ignore_eos,
//                             skip_special_tokens, return_tokens_as_token_ids (tokens named
//                             "token_id:N"), return_token_ids (token_ids, prompt_token_ids), n = 1
//   POST /v1/embeddings       as OpenAI publishes it (platform.openai.com/docs/api-reference/
//                             embeddings/create): model, input (a string, a list of strings
//                             or a list of token ids), encoding_format ("float", the default,
//                             or "base64": little-endian float32), dimensions (only the
//                             model's own) → {object: "list", data: [{object: "embedding",
//                             embedding, index}], model, usage: {prompt_tokens, total_tokens}}.
//                             node-llama-cpp's LlamaEmbeddingContext (one per model, made on the
//                             first request, with the server's --threads and --batch-size):
//                             the last token's hidden state after BOS, the input and EOS where
//                             the vocabulary adds them, scaled to unit length (L2) as
//                             llama.cpp's server and OpenAI return embeddings
//   POST /tokenize            {prompt | messages, add_special_tokens, add_generation_prompt,
//                             return_token_strs} → {count, max_model_len, tokens, token_strs}
//   POST /detokenize          {tokens} → {prompt}
//   GET  /v1/models, GET /health, GET /metrics (vllm:num_requests_running,
//                             vllm:num_requests_waiting, vllm:kv_cache_usage_perc and its older
//                             name vllm:gpu_cache_usage_perc, vllm:prompt_tokens_total,
//                             vllm:generation_tokens_total; 404 with --no-metrics)
// Errors: {"error": {"message", "type", "param", "code"}}, 400 naming the member at fault.
//
// The chat template. The tiny models carry none, so every model is served with this one:
// the BOS token, then for each message "<|ROLE|>\n" + content + "\n", then "<|assistant|>\n"
// when add_generation_prompt is true. The markers are plain text, never special tokens.
//
// Log-probabilities are the natural logarithm of node-llama-cpp's probabilities: a float32
// softmax of the model's raw logits over the whole vocabulary, before temperature, top-k,
// top-p and min-p, as vLLM's default logprobs_mode "raw_logprobs" reports them; clamped at
// -9999 as vLLM clamps -inf. Ranks count the tokens strictly more likely, plus one.
//
// Sampling. The engine's forward passes compute every distribution; the choice of a token
// is made here, in vLLM's order (temperature, then min_p, then top_k, then top_p on what is
// left, renormalized), with a per-request generator (splitmix64) seeded by `seed`, so a seeded
// request repeats exactly, across processes too. Greedy takes the most likely token, the
// lowest id among exact ties.
//
// Where it stops short of vLLM: no streaming (stream: true is a 400), one prompt and one
// choice per request (n, best_of, beam search: 400), no penalties, logit_bias, guided
// decoding, tools or images (400 when set to anything but their neutral value), no prefix
// caching (each request clears its sequence). Members it does not know are ignored, as vLLM
// ignores them, unless --strict. JSON object key order in answers is JavaScript's.
import { createServer } from "node:http";
import { randomBytes } from "node:crypto";
import { getLlama } from "node-llama-cpp";

const opts = parseArgs(process.argv.slice(2));
const llama = await getLlama({ gpu: false, build: "never", maxThreads: 0, logLevel: "error" });
const models = new Map();
for (const [name, path] of opts.models) models.set(name, await loadModel(name, path));

const server = createServer((req, res) => {
  handle(req, res).catch((err) => {
    console.error("enginekit: request failed:", err);
    if (!res.headersSent) send(res, 500, errorBody(500, `internal error: ${err?.message ?? err}`));
    else res.destroy();
  });
});
server.requestTimeout = 10 * 60 * 1000;
server.listen(opts.port, opts.host, () => {
  const { address, port } = server.address();
  console.log(`enginekit: listening on http://${address}:${port}`);
});
for (const sig of ["SIGTERM", "SIGINT"]) {
  process.on(sig, () => {
    server.close();
    llama.dispose().finally(() => process.exit(0));
  });
}
process.on("unhandledRejection", (err) => console.error("enginekit: unhandled rejection:", err));

function parseArgs(argv) {
  const o = {
    models: [], host: "127.0.0.1", port: 0, threads: 1, batchSize: 512, sequences: 1, contextSize: 0, flashAttention: "auto",
    maxLogprobs: 20, maxWaiting: 256, maxBodyBytes: 4 << 20, metrics: true, strict: false,
  };
  const ints = {
    "--port": ["port", 0, 65535], "--threads": ["threads", 1, 256], "--batch-size": ["batchSize", 1, 1 << 16],
    "--sequences": ["sequences", 1, 64], "--context-size": ["contextSize", 0, 1 << 20],
    "--max-logprobs": ["maxLogprobs", -1, 1 << 20], "--max-waiting": ["maxWaiting", 0, 1 << 20],
    "--max-body-bytes": ["maxBodyBytes", 1024, 1 << 30],
  };
  const fail = (msg) => { console.error(`enginekit: ${msg}`); process.exit(2); };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--no-metrics") o.metrics = false;
    else if (a === "--strict") o.strict = true;
    else if (a === "--host") o.host = argv[++i] ?? fail("--host needs a value");
    else if (a === "--flash-attention") {
      o.flashAttention = argv[++i];
      if (!["auto", "on", "off"].includes(o.flashAttention)) fail("--flash-attention wants auto, on or off");
    }
    else if (a === "--model") {
      const m = /^([A-Za-z0-9._:\/-]{1,128})=(.+)$/.exec(argv[++i] ?? "");
      if (!m) fail("--model wants NAME=PATH, NAME of letters, digits and ._:/-");
      o.models.push([m[1], m[2]]);
    } else if (ints[a]) {
      const [key, lo, hi] = ints[a];
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < lo || v > hi) fail(`${a} wants an integer from ${lo} to ${hi}`);
      o[key] = v;
    } else fail(`unknown argument ${a}`);
  }
  if (o.models.length === 0) fail("no --model given");
  if (new Set(o.models.map(([n]) => n)).size !== o.models.length) fail("a model name is given twice");
  return o;
}

async function loadModel(name, path) {
  const model = await llama.loadModel({ modelPath: path });
  const contextSize = opts.contextSize || model.trainContextSize;
  const context = await model.createContext({
    contextSize, batchSize: opts.batchSize, threads: opts.threads, sequences: opts.sequences,
    flashAttention: { auto: "auto", on: true, off: false }[opts.flashAttention],
  });
  const vocab = model.fileInfo.metadata?.tokenizer?.ggml?.tokens ?? [];
  const nVocab = vocab.length;
  // decoded[id]: the token's text alone (special tokens by their text), as vLLM's logprobs name tokens.
  const decoded = Array.from({ length: nVocab }, (_, id) => model.detokenize([id], true));
  return {
    name, path, model, context, vocab, nVocab, decoded,
    maxModelLen: Math.min(contextSize, context.contextSize),
    free: Array.from({ length: opts.sequences }, () => context.getSequence()),
    busy: new Set(), waiting: [], promptTokens: 0, generationTokens: 0,
  };
}

// acquire waits for a free sequence of m; a request over the waiting bound is refused.
function acquire(m) {
  const seq = m.free.pop();
  if (seq) { m.busy.add(seq); return Promise.resolve(seq); }
  if (m.waiting.length >= opts.maxWaiting) throw new HttpError(503, "too many requests waiting", null, "ServiceUnavailableError");
  return new Promise((resolve) => m.waiting.push(resolve));
}

function release(m, seq) {
  const next = m.waiting.shift();
  if (next) next(seq);
  else { m.busy.delete(seq); m.free.push(seq); }
}

class HttpError extends Error {
  constructor(code, message, param = null, type = "BadRequestError") {
    super(message);
    Object.assign(this, { code, param, type });
  }
}

const errorBody = (code, message, param = null, type = "InternalServerError") =>
  ({ error: { message, type, param, code } });

function send(res, code, body, type = "application/json") {
  const text = type === "application/json" ? JSON.stringify(body) : body;
  const headers = { "content-type": type, "content-length": Buffer.byteLength(text) };
  if (code === 413) headers.connection = "close";
  res.writeHead(code, headers);
  res.end(text);
}

async function handle(req, res) {
  try {
    const url = new URL(req.url, "http://x");
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case "GET /health": return send(res, 200, "", "text/plain");
      case "GET /v1/models": return send(res, 200, listModels());
      case "GET /metrics":
        if (!opts.metrics) throw new HttpError(404, "Not Found", null, "NotFoundError");
        return send(res, 200, metrics(), "text/plain; version=0.0.4; charset=utf-8");
      case "POST /tokenize": return send(res, 200, tokenize(await readJSON(req)));
      case "POST /detokenize": return send(res, 200, detokenize(await readJSON(req)));
      case "POST /v1/completions": return send(res, 200, await complete(await readJSON(req), res, false));
      case "POST /v1/chat/completions": return send(res, 200, await complete(await readJSON(req), res, true));
      case "POST /v1/embeddings": return send(res, 200, await embed(await readJSON(req)));
    }
    const known = ["/health", "/v1/models", "/metrics", "/tokenize", "/detokenize", "/v1/completions", "/v1/chat/completions",
      "/v1/embeddings"];
    if (known.includes(url.pathname)) throw new HttpError(405, "Method Not Allowed", null, "MethodNotAllowedError");
    throw new HttpError(404, "Not Found", null, "NotFoundError");
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    send(res, err.code, errorBody(err.code, err.message, err.param, err.type));
  }
}

function readJSON(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (c) => {
      size += c.length;
      if (size > opts.maxBodyBytes) {
        // The answer closes the connection; the rest of the body is not read.
        req.removeAllListeners("data").removeAllListeners("end");
        reject(new HttpError(413, `request body over ${opts.maxBodyBytes} bytes`, null, "RequestEntityTooLarge"));
      } else chunks.push(c);
    });
    req.on("error", reject);
    req.on("end", () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch (err) {
        return reject(new HttpError(400, `request body is not valid JSON: ${err.message}`));
      }
      if (body === null || typeof body !== "object" || Array.isArray(body)) {
        return reject(new HttpError(400, "request body must be a JSON object"));
      }
      resolve(body);
    });
  });
}

// Member checks: each returns the value or the default, or throws a 400 naming the member.
const bad = (name, want) => new HttpError(400, `${name}: ${want}`, name);
function num(b, name, dflt, lo, hi) {
  const v = b[name];
  if (v === undefined || v === null) return dflt;
  if (typeof v !== "number" || !Number.isFinite(v) || v < lo || v > hi) throw bad(name, `must be a number from ${lo} to ${hi}`);
  return v;
}
function int(b, name, dflt, lo, hi) {
  const v = num(b, name, dflt, lo, hi);
  if (b[name] != null && !Number.isInteger(v)) throw bad(name, "must be an integer");
  return v;
}
function bool(b, name, dflt) {
  const v = b[name];
  if (v === undefined || v === null) return dflt;
  if (typeof v !== "boolean") throw bad(name, "must be true or false");
  return v;
}
function neutral(b, name, ok) {
  if (b[name] !== undefined && b[name] !== null && !ok(b[name])) {
    throw bad(name, "is not supported by the enginekit server beyond its neutral value");
  }
}
const ids = (m, name, v, max) => {
  if (!Array.isArray(v) || v.length > max || !v.every((t) => Number.isInteger(t) && t >= 0 && t < m.nVocab)) {
    throw bad(name, `must be a list of at most ${max} token ids from 0 to ${m.nVocab - 1}`);
  }
  return v;
};

const KNOWN = {
  common: ["model", "temperature", "top_p", "top_k", "min_p", "seed", "stop", "max_tokens", "stream", "n",
    "ignore_eos", "skip_special_tokens", "return_tokens_as_token_ids", "return_token_ids", "prompt_logprobs",
    "logprobs", "add_special_tokens", "frequency_penalty", "presence_penalty", "repetition_penalty",
    "logit_bias", "best_of", "use_beam_search", "user", "stream_options"],
  completion: ["prompt", "echo"],
  embeddings: ["model", "input", "encoding_format", "dimensions", "user"],
  chat: ["messages", "top_logprobs", "max_completion_tokens", "add_generation_prompt", "tools", "tool_choice"],
};

function modelOf(b) {
  if (b.model === undefined || b.model === null) return models.values().next().value;
  if (typeof b.model !== "string") throw bad("model", "must be a string");
  const m = models.get(b.model);
  if (!m) throw new HttpError(404, `The model \`${b.model}\` does not exist.`, "model", "NotFoundError");
  return m;
}

function checkKnown(b, lists) {
  if (!opts.strict) return;
  const known = new Set(lists.flat());
  for (const k of Object.keys(b)) if (!known.has(k)) throw bad(k, "is not a member this server knows (--strict)");
}

// chatText renders messages through the server's chat template (see the file's head).
function chatText(b, addGenerationPrompt) {
  const msgs = b.messages;
  if (!Array.isArray(msgs) || msgs.length === 0 || msgs.length > 4096) throw bad("messages", "must be a list of 1 to 4096 messages");
  let text = "";
  msgs.forEach((msg, i) => {
    const at = `messages[${i}]`;
    if (msg === null || typeof msg !== "object" || Array.isArray(msg)) throw bad(at, "must be an object");
    if (!["system", "user", "assistant"].includes(msg.role)) throw bad(`${at}.role`, "must be system, user or assistant");
    let content = msg.content;
    if (Array.isArray(content)) {
      content = content.map((p, j) => {
        if (p?.type !== "text" || typeof p.text !== "string") throw bad(`${at}.content[${j}]`, "must be {\"type\": \"text\", \"text\": string}: the enginekit server takes text only");
        return p.text;
      }).join("\n");
    }
    if (typeof content !== "string") throw bad(`${at}.content`, "must be a string or a list of text parts");
    text += `<|${msg.role}|>\n${content}\n`;
  });
  return addGenerationPrompt ? text + "<|assistant|>\n" : text;
}

// textTokens is text tokenized as vLLM's tokenizer does: BOS first with add_special_tokens.
const textTokens = (m, text, addSpecial) => [...(addSpecial ? [m.model.tokens.bos] : []), ...m.model.tokenize(text)];

// promptTokens is a request's prompt: the chat template's rendering of its messages (BOS
// first, a second one with add_special_tokens, default false) or its prompt member.
function promptTokens(m, b, chat) {
  const addSpecial = bool(b, "add_special_tokens", !chat);
  if (chat) {
    const text = chatText(b, bool(b, "add_generation_prompt", true));
    return { tokens: [m.model.tokens.bos, ...textTokens(m, text, addSpecial)], text };
  }
  let p = b.prompt;
  if (Array.isArray(p) && p.length === 1 && (typeof p[0] === "string" || Array.isArray(p[0]))) p = p[0];
  if (typeof p === "string") {
    if (p === "") throw bad("prompt", "must not be empty");
    return { tokens: textTokens(m, p, addSpecial), text: p };
  }
  if (Array.isArray(p) && p.length > 0 && p.every((t) => typeof t === "number")) {
    const tokens = ids(m, "prompt", p, m.maxModelLen);
    return { tokens, text: m.model.detokenize(tokens, false) };
  }
  throw bad("prompt", "must be a non-empty string or a list of token ids (one prompt: the enginekit server does not batch prompts)");
}

function samplingOf(m, b, chat) {
  checkKnown(b, [KNOWN.common, chat ? KNOWN.chat : KNOWN.completion]);
  if (b.stream === true) throw bad("stream", "the enginekit server does not stream: send stream false");
  neutral(b, "n", (v) => v === 1);
  neutral(b, "best_of", (v) => v === 1);
  neutral(b, "use_beam_search", (v) => v === false);
  neutral(b, "frequency_penalty", (v) => v === 0);
  neutral(b, "presence_penalty", (v) => v === 0);
  neutral(b, "repetition_penalty", (v) => v === 1);
  neutral(b, "logit_bias", (v) => typeof v === "object" && Object.keys(v).length === 0);
  neutral(b, "tools", (v) => Array.isArray(v) && v.length === 0);
  const maxLP = opts.maxLogprobs === -1 ? m.nVocab : opts.maxLogprobs;
  const k = (name, v) => {
    if (v === -1) v = m.nVocab;
    if (v > maxLP) throw bad(name, `requested ${v} logprobs, which is greater than max allowed: ${maxLP}`);
    return v;
  };
  let stop = b.stop ?? [];
  if (typeof stop === "string") stop = [stop];
  if (!Array.isArray(stop) || stop.length > 16 || !stop.every((s) => typeof s === "string" && s.length > 0 && s.length <= 1024)) {
    throw bad("stop", "must be a string or a list of at most 16 non-empty strings");
  }
  const s = {
    temperature: num(b, "temperature", 1, 0, 1e6),
    topP: num(b, "top_p", 1, Number.MIN_VALUE, 1),
    topK: int(b, "top_k", 0, -1, 1 << 30),
    minP: num(b, "min_p", 0, 0, 1),
    seed: int(b, "seed", null, -(2 ** 63), 2 ** 63),
    stop,
    ignoreEos: bool(b, "ignore_eos", false),
    skipSpecial: bool(b, "skip_special_tokens", true),
    asIds: bool(b, "return_tokens_as_token_ids", false),
    returnIds: bool(b, "return_token_ids", false),
    promptLogprobs: b.prompt_logprobs == null ? null : k("prompt_logprobs", int(b, "prompt_logprobs", null, -1, 1 << 30)),
    logprobs: null,
  };
  if (chat) {
    const top = int(b, "top_logprobs", 0, -1, 1 << 30);
    if (bool(b, "logprobs", false)) s.logprobs = k("top_logprobs", top);
    else if (top !== 0) throw bad("top_logprobs", "needs logprobs set to true");
    s.echo = false;
  } else {
    if (b.logprobs != null) s.logprobs = k("logprobs", int(b, "logprobs", null, -1, 1 << 30));
    s.echo = bool(b, "echo", false);
  }
  return s;
}

async function complete(b, res, chat) {
  const m = modelOf(b);
  const s = samplingOf(m, b, chat);
  const prompt = promptTokens(m, b, chat);
  const room = m.maxModelLen - prompt.tokens.length;
  if (room < 1) {
    throw bad(chat ? "messages" : "prompt", `This model's maximum context length is ${m.maxModelLen} tokens. ` +
      `However, your prompt has ${prompt.tokens.length} tokens.`);
  }
  const maxName = chat && b.max_completion_tokens != null ? "max_completion_tokens" : "max_tokens";
  const maxTokens = int(b, maxName, chat ? room : 16, 0, 1 << 30);
  if (maxTokens === 0 && !s.echo) throw bad(maxName, "must be at least 1, got 0");
  if (prompt.tokens.length + maxTokens > m.maxModelLen) {
    throw bad(maxName, `This model's maximum context length is ${m.maxModelLen} tokens. However, you requested ` +
      `${prompt.tokens.length + maxTokens} tokens (${prompt.tokens.length} in the messages, ${maxTokens} in the completion). ` +
      "Please reduce the length of the messages or completion.");
  }
  // echo with logprobs scores the prompt as well (vLLM: prompt_logprobs defaults to logprobs).
  const promptK = s.promptLogprobs ?? (s.echo && s.logprobs !== null ? s.logprobs : null);
  let aborted = false;
  res.on("close", () => { aborted = !res.writableFinished; });
  const gen = await generate(m, prompt.tokens, maxTokens, s, promptK, () => aborted);
  m.promptTokens += prompt.tokens.length;
  m.generationTokens += gen.tokens.length;
  const usage = { prompt_tokens: prompt.tokens.length, total_tokens: prompt.tokens.length + gen.tokens.length, completion_tokens: gen.tokens.length };
  const promptLogprobs = promptK === null ? null : gen.promptLP.map((pos) =>
    pos && Object.fromEntries(pos.map(([id, lp, rank]) => [id, { logprob: lp, rank, decoded_token: m.decoded[id] }])));
  const id = randomBytes(16).toString("hex");
  const created = Math.floor(Date.now() / 1000);
  if (chat) {
    return {
      id: `chatcmpl-${id}`, object: "chat.completion", created, model: m.name,
      choices: [{
        index: 0, message: { role: "assistant", content: gen.text },
        logprobs: s.logprobs === null ? null : { content: gen.tokens.map((t, i) => chatLogprob(m, s, t, gen.outLP[i])) },
        finish_reason: gen.finish, stop_reason: gen.stopReason, token_ids: s.returnIds ? gen.tokens : null,
      }],
      usage, prompt_logprobs: promptLogprobs, prompt_token_ids: s.returnIds ? prompt.tokens : null,
    };
  }
  const tokens = s.echo ? [...prompt.tokens, ...gen.tokens] : gen.tokens;
  const dicts = s.echo ? [...gen.promptLP, ...gen.outLP] : gen.outLP;
  return {
    id: `cmpl-${id}`, object: "text_completion", created, model: m.name,
    choices: [{
      // vLLM echoes no prompt text when the token ids are returned.
      index: 0, text: s.echo && !s.returnIds ? prompt.text + gen.text : gen.text,
      logprobs: s.logprobs === null ? null : completionLogprobs(m, s, tokens, dicts),
      finish_reason: gen.finish, stop_reason: gen.stopReason, prompt_logprobs: promptLogprobs,
      prompt_token_ids: s.returnIds ? prompt.tokens : null, token_ids: s.returnIds ? gen.tokens : null,
    }],
    usage,
  };
}

// generate runs one request on a sequence of its own: the prompt in one prefill (split by
// the context's batch size), then one token at a time, scoring each position it is asked to.
async function generate(m, prompt, maxTokens, s, promptK, aborted) {
  const seq = await acquire(m);
  try {
    await seq.clearHistory();
    const last = prompt.length - 1;
    const want = { generateNext: { probabilities: true } };
    const items = prompt.map((t, i) => (i === last || (promptK !== null && i < last) ? [t, want] : t));
    const out = await seq.controlledEvaluate(items);
    const promptLP = [null];
    if (promptK !== null) for (let i = 1; i <= last; i++) promptLP.push(scored(out[i - 1].next.probabilities, prompt[i], promptK));
    let probs = out[last].next.probabilities;
    const rand = splitmix(s.seed ?? BigInt.asUintN(64, randomBytes(8).readBigUInt64LE()));
    const tokens = [], outLP = [];
    let finish = "length", stopReason = null, text = "";
    // echo with max_tokens 0 scores the prompt only.
    for (let step = 0; step < maxTokens && !aborted(); step++) {
      const t = pick(probs, s, rand);
      tokens.push(t);
      if (s.logprobs !== null) outLP.push(scored(probs, t, s.logprobs));
      if (!s.ignoreEos && t === m.model.tokens.eos) { finish = "stop"; break; }
      if (s.stop.length > 0) {
        text = m.model.detokenize(tokens, !s.skipSpecial);
        const hit = firstStop(text, s.stop);
        if (hit) { finish = "stop"; stopReason = hit.stop; text = text.slice(0, hit.at); break; }
      }
      if (step === maxTokens - 1) break;
      probs = (await seq.controlledEvaluate([[t, want]]))[0].next.probabilities;
    }
    if (stopReason === null) text = m.model.detokenize(tokens, !s.skipSpecial);
    return { tokens, text, finish, stopReason, promptLP, outLP };
  } finally {
    release(m, seq);
  }
}

function firstStop(text, stops) {
  let hit = null;
  for (const stop of stops) {
    const at = text.indexOf(stop);
    if (at >= 0 && (hit === null || at < hit.at)) hit = { at, stop };
  }
  return hit;
}

// scored is one position's vLLM logprob dictionary, as a list: the chosen token with its
// rank first, then the k most likely tokens (the chosen one not twice).
function scored(probs, chosen, k) {
  const lp = (p) => Math.max(Math.log(p), -9999);
  const p = probs.get(chosen) ?? 0;
  let rank = 1;
  for (const q of probs.values()) { if (q > p) rank++; else break; }
  const dict = [[chosen, lp(p), rank]];
  let r = 0;
  for (const [id, q] of probs) {
    if (++r > k) break;
    if (id !== chosen) dict.push([id, lp(q), r]);
    else dict[0][2] = r;
  }
  return dict;
}

// pick chooses the next token from the raw distribution (a Map sorted from the most likely).
function pick(probs, s, rand) {
  const entries = [...probs];
  if (s.temperature < 1e-5) {
    let best = entries[0][0];
    for (const [id, p] of entries) { if (p !== entries[0][1]) break; best = Math.min(best, id); }
    return best;
  }
  const top = entries[0][1];
  // Tempered weights relative to the most likely token: (p / p_max)^(1/T).
  let cand = entries.map(([id, p]) => [id, Math.exp(Math.log(p / top) / s.temperature)]);
  if (s.minP > 0) cand = cand.filter(([, w]) => w >= s.minP);
  if (s.topK > 0) cand = cand.slice(0, s.topK);
  let total = cand.reduce((a, [, w]) => a + w, 0);
  if (s.topP < 1) {
    let cum = 0;
    const kept = [];
    for (const c of cand) { if (cum / total >= s.topP) break; kept.push(c); cum += c[1]; }
    cand = kept;
    total = cum;
  }
  let u = rand() * total;
  for (const [id, w] of cand) { u -= w; if (u < 0) return id; }
  return cand[cand.length - 1][0];
}

// splitmix returns a generator of doubles in [0, 1) from a 64-bit seed.
function splitmix(seed) {
  let x = BigInt.asUintN(64, BigInt(seed));
  return () => {
    x = BigInt.asUintN(64, x + 0x9e3779b97f4a7c15n);
    let z = x;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    z ^= z >> 31n;
    return Number(z >> 11n) / 2 ** 53;
  };
}

const tokenName = (m, s, id) => (s.asIds ? `token_id:${id}` : m.decoded[id]);
const utf8 = (str) => [...Buffer.from(str, "utf8")];

// completionLogprobs is the legacy logprobs object: every entry of a position's dictionary
// in top_logprobs, null where a position has none (the first prompt token).
function completionLogprobs(m, s, tokens, dicts) {
  const out = { text_offset: [], token_logprobs: [], tokens: [], top_logprobs: [] };
  let offset = 0;
  tokens.forEach((t, i) => {
    const name = tokenName(m, s, t);
    out.tokens.push(name);
    out.token_logprobs.push(dicts[i] ? dicts[i][0][1] : null);
    out.top_logprobs.push(dicts[i] ? Object.fromEntries(dicts[i].map(([id, lp]) => [tokenName(m, s, id), lp])) : null);
    out.text_offset.push(offset);
    offset += [...name].length;
  });
  return out;
}

// chatLogprob is one entry of choices[0].logprobs.content: top_logprobs holds the first K
// entries of the position's dictionary, whose first is the chosen token (vLLM's own rule).
function chatLogprob(m, s, t, dict) {
  const entry = (id, lp) => {
    const token = tokenName(m, s, id);
    return { token, logprob: lp, bytes: utf8(token) };
  };
  return { ...entry(t, dict[0][1]), bytes: utf8(m.decoded[t]), top_logprobs: dict.slice(0, s.logprobs).map(([id, lp]) => entry(id, lp)) };
}

// embed answers POST /v1/embeddings: one vector per input, each from the model's
// embedding context (see the file's head). Inputs are embedded one after another; the
// context's own lock keeps concurrent requests apart.
async function embed(b) {
  const m = modelOf(b);
  checkKnown(b, [KNOWN.embeddings]);
  const format = b.encoding_format ?? "float";
  if (format !== "float" && format !== "base64") throw bad("encoding_format", "must be float or base64");
  neutral(b, "dimensions", (v) => v === m.model.embeddingVectorSize);
  const inputs = embeddingInputs(m, b.input);
  m.embedder ??= m.model.createEmbeddingContext({ contextSize: m.maxModelLen, batchSize: opts.batchSize, threads: opts.threads })
    .catch((err) => { m.embedder = null; throw err; });
  const ctx = await m.embedder;
  const data = [];
  let promptTokens = 0;
  for (const [index, input] of inputs.entries()) {
    const n = ctx.calculateInputLength(input);
    if (n >= m.maxModelLen) {
      throw bad("input", `This model's maximum context length is ${m.maxModelLen} tokens. However, input ${index} has ${n} tokens.`);
    }
    const v = (await ctx.getEmbeddingFor(input)).vector;
    const norm = Math.sqrt(v.reduce((a, x) => a + x * x, 0));
    const unit = Float32Array.from(v, (x) => (norm > 0 ? x / norm : x));
    const embedding = format === "float" ? Array.from(unit) : Buffer.from(unit.buffer).toString("base64");
    data.push({ object: "embedding", embedding, index });
    promptTokens += n;
  }
  m.promptTokens += promptTokens;
  return { object: "list", data, model: m.name, usage: { prompt_tokens: promptTokens, total_tokens: promptTokens } };
}

// embeddingInputs is the request's input as a list: a string, a list of non-empty strings,
// or one list of token ids.
function embeddingInputs(m, input) {
  if (typeof input === "string" && input !== "") return [input];
  if (Array.isArray(input) && input.length > 0 && input.length <= 2048) {
    if (input.every((s) => typeof s === "string" && s !== "")) return input;
    if (input.every((t) => typeof t === "number")) return [ids(m, "input", input, m.maxModelLen)];
  }
  throw bad("input", "must be a non-empty string, a list of 1 to 2048 non-empty strings or a list of token ids");
}

function tokenize(b) {
  const m = modelOf(b);
  const chat = b.messages !== undefined;
  if (chat === (b.prompt !== undefined)) throw bad("prompt", "give either prompt or messages");
  if (!chat && typeof b.prompt !== "string") throw bad("prompt", "must be a string");
  const tokens = chat ? promptTokens(m, b, true).tokens : textTokens(m, b.prompt, bool(b, "add_special_tokens", true));
  const strs = bool(b, "return_token_strs", false);
  return { count: tokens.length, max_model_len: m.maxModelLen, tokens, token_strs: strs ? tokens.map((t) => m.vocab[t]) : null };
}

function detokenize(b) {
  const m = modelOf(b);
  return { prompt: m.model.detokenize(ids(m, "tokens", b.tokens, 1 << 20), true) };
}

function listModels() {
  return {
    object: "list",
    data: [...models.values()].map((m) => ({
      id: m.name, object: "model", created: Math.floor(Date.now() / 1000), owned_by: "vllm",
      root: m.path, parent: null, max_model_len: m.maxModelLen,
    })),
  };
}

function metrics() {
  const lines = [];
  const family = (name, type, help, value) => {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    for (const m of models.values()) lines.push(`${name}{engine="0",model_name="${m.name}"} ${value(m)}`);
  };
  const usage = (m) => {
    let used = 0;
    for (const seq of m.busy) used += seq.nextTokenIndex;
    return used / (m.context.contextSize * opts.sequences);
  };
  family("vllm:num_requests_running", "gauge", "Number of requests in model execution batches.", (m) => m.busy.size);
  family("vllm:num_requests_waiting", "gauge", "Number of requests waiting to be processed.", (m) => m.waiting.length);
  family("vllm:kv_cache_usage_perc", "gauge", "KV-cache usage. 1 means 100 percent usage.", usage);
  family("vllm:gpu_cache_usage_perc", "gauge", "GPU KV-cache usage. 1 means 100 percent usage.", usage);
  family("vllm:prompt_tokens_total", "counter", "Number of prefill tokens processed.", (m) => m.promptTokens);
  family("vllm:generation_tokens_total", "counter", "Number of generation tokens processed.", (m) => m.generationTokens);
  return lines.join("\n") + "\n";
}
