// Package keyauth is the daemon's NATS auth callout (nats-server's authorization {
// auth_callout }): a worker connects with its key alone, no password. Its connect
// token (wire.NATSToken) is its address, a timestamp and its signature of both; the
// service admits the connection when the signature recovers the address, the
// timestamp is fresh, the token was not used before and the chain shows the address
// staked, and grants exactly that worker's permissions (bus/roles, as a password
// worker has). Anything else is refused with the reason in the response.
//
// An admission lasts Config.UserTTL from the stake read it rests on (the user JWT's
// expiry): the client connects again with a fresh token and is admitted on a fresh
// read, so a worker whose stake is gone loses the bus within UserTTL. Stake reads come
// from two budgets: one for addresses known staked, one for the others (a client host
// spending at most a quarter of it), so that a flood of fresh keys never locks the
// known workers out.
//
// It decides connections and nothing else: it publishes no message but its replies to
// the server, and it reads no Redis. Passwords stay an option: users listed in the
// callout's auth_users (every password user) bypass it.
package keyauth
