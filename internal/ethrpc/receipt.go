package ethrpc

import (
	"errors"
	"strings"

	"github.com/ethereum/go-ethereum"
)

// ReceiptNotYet reports whether err, from eth_getTransactionReceipt, means the receipt
// is not there yet rather than never: no such receipt (ethereum.NotFound), or a node
// still indexing its transactions in the background, which geth answers with the
// JSON-RPC error "transaction indexing is in progress" for a transaction it has just
// mined (and after a restart, until its index has caught up).
func ReceiptNotYet(err error) bool {
	return errors.Is(err, ethereum.NotFound) || err != nil && strings.Contains(err.Error(), txIndexingMessage)
}

// txIndexingMessage is geth's message for a lookup its transaction index cannot answer
// yet (internal/ethapi's txIndexingError).
const txIndexingMessage = "transaction indexing is in progress"
