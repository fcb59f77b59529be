// Package pricefeed reads the prices of the tokens the InferenceRouter accepts for
// fees: the router's paymentTokens (each token and its Chainlink price feed, set by the
// router's owner), each token's symbol and decimals, and each feed's decimals and
// latestRoundData, polled every price_feeds.refresh. The round engine asks it for the
// fresh rates once per round (TokenRates), and the HTTP API for the accepted tokens
// (GET /v1/info payment_tokens) and the quote in a token.
//
// A feed's answer prices fees only while it is fit (tokenprice.Check): positive, from a
// complete round, updated within price_feeds.max_age (per token where configured) and
// not from the future. Anything else, and a feed that cannot be read, leaves its token
// out of TokenRates, so that its requests wait as price_unavailable: never priced at a
// guess, nor at an answer that aged while the reads failed.
//
// It is an edge: it reads the chain and keeps the last answers, nothing else; it decides
// nothing about scheduling.
package pricefeed
