package indexer

import "strings"

// rangeLimitMessages are fragments of the errors RPC providers return when an
// eth_getLogs range holds too many blocks or results. Matched case-insensitively.
var rangeLimitMessages = []string{
	"query returned more than",       // geth, Infura: "query returned more than 10000 results"
	"too many results",               // generic
	"response size exceeded",         // Alchemy: "Log response size exceeded"
	"response size is larger",        // Alchemy variant
	"limit exceeded",                 // Erigon, Ankr, Cloudflare: "limit exceeded", "block range limit exceeded"
	"exceed maximum block range",     // Nethermind, BSC: "exceed maximum block range: 5000"
	"block range is too wide",        // Besu
	"block range too large",          // Blast, Chainstack
	"range too large",                // "block range too large", "requested range too large"
	"is limited to a",                // QuickNode: "eth_getLogs is limited to a 10,000 range"
	"max results",                    // "exceeds max results 20000"
	"too many blocks",                // "too many blocks in range"
	"logs matched by query exceeds",  // Moralis / Polygon nodes
	"query exceeds max block range",  // Thirdweb, Base public RPC
	"please limit the query to",      // Avalanche
	"eth_getlogs range is too large", // Pocket
}

// isRangeLimit reports whether err says the requested log range was too large, as
// opposed to a broken endpoint: every endpoint would say the same, so it must not
// cause a failover, and a smaller range will succeed.
func isRangeLimit(err error) bool {
	if err == nil {
		return false
	}
	msg := strings.ToLower(err.Error())
	for _, m := range rangeLimitMessages {
		if strings.Contains(msg, m) {
			return true
		}
	}
	return false
}
