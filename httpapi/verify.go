package httpapi

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/internal/promreg"
)

// SightingVerifier confirms what the sightings bucket says against the chain before
// the API serves it: the indexer's role could write any sighting. A
// ChainLookup that also implements it (RouterLookup) is used for both.
type SightingVerifier interface {
	// NextRequestID is the router's nextRequestId at the latest block: every id below
	// it exists (ids are never reused).
	NextRequestID(ctx context.Context) (*big.Int, error)
	// TxRequests returns what the receipt of tx says: the ids the router's
	// InferenceRequested logs in it created, in log order, and its block; found is
	// false when the chain has no receipt.
	TxRequests(ctx context.Context, tx common.Hash) (r TxReceipt, found bool, err error)
}

// TxReceipt is what a transaction's receipt says of the requests it created.
type TxReceipt struct {
	IDs         []string
	BlockNumber uint64
}

// Kinds of refused sightings, the label of infersched_http_sightings_refused_total.
const (
	refusedRequest    = "request"    // a sighting of an id the router never issued
	refusedRetraction = "retraction" // a retraction of a request the chain holds
	refusedTx         = "tx"         // a tx sighting its receipt does not confirm
	refusedOutput     = "output"     // an output whose hash is not the result's
)

// maxConfirmedTxs bounds the tx lookups remembered as confirmed.
const maxConfirmedTxs = 4096

// sightingGuard checks sightings against a SightingVerifier, caching what the chain
// said: the nextRequestId bound (re-read only when an id is at or beyond it) and each
// transaction confirmed. Safe for concurrent use.
type sightingGuard struct {
	v       SightingVerifier
	refused *prometheus.CounterVec

	mu    sync.Mutex
	bound *big.Int             // nextRequestId as last read; nil: never read
	txs   map[string]TxReceipt // tx hash (lower case) → its receipt's ids and block
}

func newSightingGuard(v SightingVerifier, reg prometheus.Registerer) *sightingGuard {
	refused := prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "infersched_http_sightings_refused_total",
		Help: "Sightings the API refused to serve because the chain does not confirm them, by kind (request, retraction, tx, output).",
	}, []string{"kind"})
	g := &sightingGuard{v: v, refused: promreg.Register(reg, refused), txs: map[string]TxReceipt{}}
	for _, k := range []string{refusedRequest, refusedRetraction, refusedTx, refusedOutput} {
		g.refused.WithLabelValues(k)
	}
	return g
}

func (g *sightingGuard) refuse(kind string) { g.refused.WithLabelValues(kind).Inc() }

// exists reports whether the router issued id: below the cached nextRequestId, or
// below it read again.
func (g *sightingGuard) exists(ctx context.Context, id string) (bool, error) {
	n, ok := new(big.Int).SetString(id, 10)
	if !ok {
		return false, fmt.Errorf("request id %q is not decimal", id)
	}
	g.mu.Lock()
	bound := g.bound
	g.mu.Unlock()
	if bound != nil && n.Cmp(bound) < 0 {
		return n.Sign() > 0, nil
	}
	next, err := g.v.NextRequestID(ctx)
	if err != nil {
		return false, fmt.Errorf("nextRequestId: %w", err)
	}
	g.mu.Lock()
	if g.bound == nil || next.Cmp(g.bound) > 0 {
		g.bound = next
	}
	g.mu.Unlock()
	return n.Sign() > 0 && n.Cmp(next) < 0, nil
}

// receipt returns what the receipt of tx says (cached once read), and whether the
// chain has it.
func (g *sightingGuard) receipt(ctx context.Context, tx string) (TxReceipt, bool, error) {
	key := strings.ToLower(tx)
	g.mu.Lock()
	r, ok := g.txs[key]
	g.mu.Unlock()
	if ok {
		return r, true, nil
	}
	r, found, err := g.v.TxRequests(ctx, common.HexToHash(tx))
	if err != nil || !found {
		return TxReceipt{}, found, err
	}
	g.mu.Lock()
	if len(g.txs) >= maxConfirmedTxs {
		for k := range g.txs { // drop one, any: a dropped one is confirmed again
			delete(g.txs, k)
			break
		}
	}
	g.txs[key] = r
	g.mu.Unlock()
	return r, true, nil
}

// sameIDs compares two id lists as sets.
func sameIDs(a, b []string) bool {
	return slices.Equal(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}

// receiptReader reads transaction receipts (an ethclient, the simulated backend).
type receiptReader interface {
	TransactionReceipt(ctx context.Context, tx common.Hash) (*types.Receipt, error)
}

// NextRequestID reads the router's nextRequestId.
func (l *RouterLookup) NextRequestID(ctx context.Context) (*big.Int, error) {
	return l.c.NextRequestId(&bind.CallOpts{Context: ctx})
}

// TxRequests reads tx's receipt and the router's InferenceRequested logs in it.
func (l *RouterLookup) TxRequests(ctx context.Context, tx common.Hash) (TxReceipt, bool, error) {
	if l.receipts == nil {
		return TxReceipt{}, false, errors.New("no receipt reader: the router lookup was bound to a caller without TransactionReceipt")
	}
	rc, err := l.receipts.TransactionReceipt(ctx, tx)
	if errors.Is(err, ethereum.NotFound) {
		return TxReceipt{}, false, nil
	}
	if err != nil {
		return TxReceipt{}, false, fmt.Errorf("receipt of %s: %w", tx.Hex(), err)
	}
	ids := []string{}
	for _, lg := range rc.Logs {
		if lg == nil || lg.Address != l.addr || len(lg.Topics) == 0 || lg.Topics[0] != l.requested {
			continue
		}
		ev, err := l.f.ParseInferenceRequested(*lg)
		if err != nil {
			return TxReceipt{}, false, fmt.Errorf("receipt of %s: %w", tx.Hex(), err)
		}
		ids = append(ids, ev.Id.String())
	}
	var block uint64
	if rc.BlockNumber != nil {
		block = rc.BlockNumber.Uint64()
	}
	return TxReceipt{IDs: ids, BlockNumber: block}, true, nil
}
