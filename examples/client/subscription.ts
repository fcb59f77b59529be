// Pay for inference from a subscription in a stablecoin, with the package's client
// (src/index.ts): create a subscription in the first payment token the router accepts
// (GET /v1/info payment_tokens; the dev stack's TUSD), approve and fund it, add this
// account as a consumer, ask the quote in the token, request, and wait for the output;
// then print what the subscription holds. With EXPIRE=1 it also sends a request for a
// model nobody serves, with a deadline DEADLINE_S (20) seconds away, and waits for the
// scheduler's keeper to refund it: this account does nothing after sending it.
//
//   npm ci && npx tsx subscription.ts            # against `infersched dev` on this machine
//
// Environment (all optional): API, RPC, PRIVATE_KEY (default: the dev stack's user-1),
// MODEL (echo), FUND (10: whole tokens), TIMEOUT_S (120), EXPIRE, DEADLINE_S.
import { JsonRpcProvider, Wallet, formatUnits, parseUnits } from "ethers";
import { InferschedClient } from "./src/index.js";

const API = process.env.API ?? "http://127.0.0.1:8080";
const RPC = process.env.RPC ?? "http://127.0.0.1:8545";
const MODEL = process.env.MODEL ?? "echo";
const TIMEOUT_MS = Number(process.env.TIMEOUT_S ?? "120") * 1000;

async function main(): Promise<void> {
  const info = await (await fetch(`${API}/v1/info`)).json();
  const key = process.env.PRIVATE_KEY ?? info.dev_accounts?.find((a: { name: string }) => a.name === "user-1")?.private_key;
  if (!key) throw new Error("no PRIVATE_KEY, and GET /v1/info lists no dev account user-1");
  const provider = new JsonRpcProvider(RPC, undefined, { staticNetwork: true, pollingInterval: 250, cacheTimeout: -1 }); // no 250 ms cache of reads: on a chain that mines at once, a cached nonce is already spent
  const wallet = new Wallet(key, provider);
  const client = await InferschedClient.connect(API, wallet);
  const [token] = await client.paymentTokens();
  if (!token) throw new Error("the router accepts no payment token (GET /v1/info payment_tokens is empty)");
  const fund = parseUnits(process.env.FUND ?? "10", token.decimals);

  const sub = await client.createSubscription(token.address);
  await client.approveToken(token.address, fund);
  await client.fundSubscription(sub, fund);
  await client.addConsumer(sub, wallet.address);
  console.log(`subscription ${sub} funded with ${formatUnits(fund, token.decimals)} ${token.symbol}`);

  const q = await client.quote({ model: MODEL, maxTokens: 64, token: token.address });
  const fee = BigInt(q.suggested_fee ?? "0");
  const { id } = await client.requestFromSubscription(sub, { model: MODEL, prompt: "hello from a subscription", maxTokens: 64, fee });
  console.log(`request ${id}: fee ${formatUnits(fee, token.decimals)} ${token.symbol} reserved`);
  const final = await client.wait(id, { timeoutMs: TIMEOUT_MS });
  if (final.status !== "completed") throw new Error(`request ${id} ended ${final.status}`);
  console.log(`output: ${final.output}`);
  const s = await client.getSubscription(sub);
  console.log(`subscription ${sub}: balance ${formatUnits(s.balance, token.decimals)} ${token.symbol}, reserved ${formatUnits(s.reserved, token.decimals)}`);

  if (process.env.EXPIRE === "1") {
    const head = await provider.getBlock("latest");
    const deadline = BigInt((head?.timestamp ?? Math.floor(Date.now() / 1000)) + Number(process.env.DEADLINE_S ?? "20"));
    const late = await client.requestFromSubscription(sub, { model: "nobody-serves-this", prompt: "late", maxTokens: 8, fee, deadline });
    console.log(`request ${late.id}: for a model nobody serves, deadline ${deadline}`);
    const st = await client.wait(late.id, { timeoutMs: TIMEOUT_MS });
    if (st.status !== "refunded") throw new Error(`request ${late.id} ended ${st.status}`);
    const after = await client.getSubscription(sub);
    console.log(`request ${late.id}: refunded by tx ${st.refund_tx_hash}; reserved ${formatUnits(after.reserved, token.decimals)} ${token.symbol}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
