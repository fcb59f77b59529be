package feed

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/wire/events"
)

// Stored is a request as InferenceRouter stores it (all zero for an unknown id).
type Stored struct {
	Requester   common.Address
	Fee         *big.Int
	SubmittedAt uint64
	Deadline    uint64
	Status      contracts.RequestStatus
	InputHash   common.Hash
	// CallbackGasLimit is the requester's callback gas (0: none).
	CallbackGasLimit uint32
	// SubID is the subscription paying (0: ETH with the request), Token its currency
	// (zero: ETH), WithdrawAt when its withdrawal takes effect (0: not withdrawn).
	SubID      uint64
	Token      common.Address
	WithdrawAt uint64
}

// Reader reads the stored state of many requests, in the order asked.
type Reader interface {
	Requests(ctx context.Context, ids []*big.Int) ([]Stored, error)
}

// MaxBatch is the most ids one getRequests call reads (the router's MAX_BATCH_READ).
const MaxBatch = 1024

// RouterReader is a Reader over InferenceRouter.getRequests: one eth_call per MaxBatch ids.
type RouterReader struct {
	c *bindings.InferenceRouterCaller
}

// NewRouterReader reads the router at addr through backend (e.g. the failover pool's client).
func NewRouterReader(backend bind.ContractCaller, addr common.Address) (*RouterReader, error) {
	c, err := bindings.NewInferenceRouterCaller(addr, backend)
	if err != nil {
		return nil, fmt.Errorf("router caller: %w", err)
	}
	return &RouterReader{c: c}, nil
}

// Requests reads ids with one call per MaxBatch.
func (r *RouterReader) Requests(ctx context.Context, ids []*big.Int) ([]Stored, error) {
	out := make([]Stored, 0, len(ids))
	for len(ids) > 0 {
		n := min(len(ids), MaxBatch)
		got, err := r.c.GetRequests(&bind.CallOpts{Context: ctx}, ids[:n])
		if err != nil {
			return nil, fmt.Errorf("getRequests(%d ids): %w", n, err)
		}
		if len(got) != n {
			return nil, fmt.Errorf("getRequests(%d ids): %d answers", n, len(got))
		}
		for _, g := range got {
			out = append(out, Stored{Requester: g.Requester, Fee: g.Fee, SubmittedAt: g.SubmittedAt, Deadline: g.Deadline,
				Status: contracts.RequestStatus(g.Status), InputHash: g.InputHash, CallbackGasLimit: g.CallbackGasLimit,
				SubID: g.SubId, Token: g.Token, WithdrawAt: g.WithdrawAt})
		}
		ids = ids[n:]
	}
	return out, nil
}

// Kinds of claim: the bus event kinds, and retractions of a request.
const (
	KindRequest    = events.KindRequest
	KindResult     = events.KindResult
	KindRefund     = events.KindRefund
	KindFeeBump    = events.KindFeeBump
	KindWithdrawal = events.KindWithdrawal
	KindVerify     = events.KindVerify
	KindRetraction = "retraction"
)

// Claim is what one bus message says about the chain.
type Claim struct {
	Kind    string
	Meta    events.EventMeta
	ID      string
	Request *events.RequestEvent // for KindRequest
	// Fee is a KindFeeBump's new total; EffectiveAt a KindWithdrawal's (unix s).
	Fee         *big.Int
	EffectiveAt uint64
	Verify      *events.VerifyEvent // for KindVerify
}

// Verdict is the chain's answer to a claim. OK: the chain agrees. Otherwise Reason names
// the disagreement (a metric label), and Retry says the chain may still come to agree
// (the request is not there yet, or not yet in the state claimed: an RPC node a block or
// two behind the indexer's), so the message is worth checking again later.
type Verdict struct {
	OK     bool
	Retry  bool
	Reason string
	Detail string
	Stored Stored
	// Challenger is the verifier that opened the request's dispute, for a verification
	// event (zero when none was opened).
	Challenger common.Address
}

// Refusal reasons.
const (
	ReasonWrongChain    = "wrong_chain"
	ReasonWrongContract = "wrong_contract"
	ReasonBadID         = "bad_id"
	ReasonNotOnChain    = "not_on_chain"
	ReasonRequester     = "requester_mismatch"
	ReasonFee           = "fee_mismatch"
	ReasonSubmittedAt   = "submitted_at_mismatch"
	ReasonDeadline      = "deadline_mismatch"
	ReasonCommitment    = "commitment_mismatch"
	ReasonCallbackGas   = "callback_gas_mismatch"
	ReasonSubscription  = "subscription_mismatch"
	ReasonWithdrawal    = "withdrawal_mismatch"
	ReasonNotFulfilled  = "not_fulfilled_on_chain"
	ReasonNotRefunded   = "not_refunded_on_chain"
	ReasonStillOnChain  = "still_on_chain"
	ReasonNoVerifier    = "no_result_verifier"
	ReasonCheckState    = "check_state_mismatch"
	ReasonCheckParty    = "check_party_mismatch"
)

// Verifier checks claims against one router on one chain. Safe for concurrent use.
type Verifier struct {
	chainID uint64
	router  common.Address
	read    Reader
	// resultVerifier and checks read ResultVerifier's checks (WithResultVerifier);
	// without them a verification event is refused.
	resultVerifier common.Address
	checks         CheckReader
	calls          prometheus.Counter
	claims         prometheus.Counter
}

// New returns a verifier of claims about router on chainID. reg receives its metrics
// (nil: unregistered).
func NewVerifier(chainID uint64, router common.Address, read Reader, reg prometheus.Registerer) *Verifier {
	v := &Verifier{chainID: chainID, router: router, read: read,
		calls: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_chain_verify_reads_total",
			Help: "Batched reads of the router's stored requests (one eth_call per 1024 ids) made to check bus events."}),
		claims: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_chain_verify_events_total",
			Help: "Bus events checked against the router's stored requests."}),
	}
	if reg != nil {
		_ = reg.Register(v.calls) // already registered by another verifier (tests): that one's series stay
		_ = reg.Register(v.claims)
	}
	return v
}

// WithResultVerifier makes v check verification events against ResultVerifier at addr,
// read through r. It returns v.
func (v *Verifier) WithResultVerifier(addr common.Address, r CheckReader) *Verifier {
	v.resultVerifier, v.checks = addr, r
	return v
}

// Check answers every claim with one read of the ids they name (one eth_call per
// MaxBatch distinct ids; a verification event's with one call per event). An error
// means the chain could not be read: nothing is decided.
func (v *Verifier) Check(ctx context.Context, claims []Claim) ([]Verdict, error) {
	out := make([]Verdict, len(claims))
	index := make(map[string]int, len(claims))
	var ids []*big.Int
	for i, c := range claims {
		if c.Kind == KindVerify {
			continue // checkVerify below
		}
		if r, d := v.checkMeta(c.Meta); r != "" {
			out[i] = Verdict{Reason: r, Detail: d}
			continue
		}
		if _, ok := index[c.ID]; ok {
			continue
		}
		id, ok := new(big.Int).SetString(c.ID, 10)
		if !ok || id.Sign() <= 0 {
			out[i] = Verdict{Reason: ReasonBadID, Detail: fmt.Sprintf("id %q", c.ID)}
			continue
		}
		index[c.ID] = len(ids)
		ids = append(ids, id)
	}
	var stored []Stored
	if len(ids) > 0 {
		var err error
		if stored, err = v.read.Requests(ctx, ids); err != nil {
			return nil, err
		}
		v.calls.Add(float64((len(ids) + MaxBatch - 1) / MaxBatch))
	}
	v.claims.Add(float64(len(claims)))
	if err := v.checkVerify(ctx, claims, out); err != nil {
		return nil, err
	}
	for i, c := range claims {
		if out[i].Reason != "" || c.Kind == KindVerify {
			continue
		}
		j, ok := index[c.ID]
		if !ok {
			continue
		}
		out[i] = judge(c, stored[j])
	}
	return out, nil
}

func (v *Verifier) checkMeta(m events.EventMeta) (reason, detail string) {
	if m.ChainID != v.chainID {
		return ReasonWrongChain, fmt.Sprintf("chain id %d, this daemon follows %d", m.ChainID, v.chainID)
	}
	if m.Contract != v.router {
		return ReasonWrongContract, fmt.Sprintf("contract %s, the router is %s", m.Contract.Hex(), v.router.Hex())
	}
	return "", ""
}

// judge compares one claim with what the router stores for its id.
func judge(c Claim, s Stored) Verdict {
	v := Verdict{Stored: s}
	refuse := func(reason string, retry bool, format string, args ...any) Verdict {
		v.Reason, v.Retry, v.Detail = reason, retry, fmt.Sprintf(format, args...)
		return v
	}
	switch c.Kind {
	case KindRequest:
		if s.Status == contracts.StatusNone {
			return refuse(ReasonNotOnChain, true, "the router holds no request %s", c.ID)
		}
		return compareRequest(c.Request, s, refuse)
	case KindResult:
		if s.Status != contracts.StatusFulfilled {
			return refuse(ReasonNotFulfilled, s.Status == contracts.StatusPending, "request %s is %s on chain", c.ID, s.Status)
		}
	case KindRefund:
		if s.Status != contracts.StatusRefunded {
			return refuse(ReasonNotRefunded, s.Status == contracts.StatusPending, "request %s is %s on chain", c.ID, s.Status)
		}
	case KindRetraction:
		if s.Status != contracts.StatusNone {
			return refuse(ReasonStillOnChain, false, "request %s is %s on chain", c.ID, s.Status)
		}
	case KindFeeBump:
		// A fee only rises: the chain holds this total or a later one.
		if s.Status == contracts.StatusNone {
			return refuse(ReasonNotOnChain, true, "the router holds no request %s", c.ID)
		}
		if c.Fee == nil || s.Fee == nil || s.Fee.Cmp(c.Fee) < 0 {
			return refuse(ReasonFee, s.Status == contracts.StatusPending, "fee raised to %v, the router has %v", c.Fee, s.Fee)
		}
	case KindWithdrawal:
		if s.Status == contracts.StatusNone {
			return refuse(ReasonNotOnChain, true, "the router holds no request %s", c.ID)
		}
		if s.Status == contracts.StatusPending && s.WithdrawAt != c.EffectiveAt {
			return refuse(ReasonWithdrawal, s.WithdrawAt == 0, "withdrawal at %d, the router has %d", c.EffectiveAt, s.WithdrawAt)
		}
	default:
		return refuse("unknown_kind", false, "kind %q", c.Kind)
	}
	v.OK = true
	return v
}

func compareRequest(ev *events.RequestEvent, s Stored, refuse func(string, bool, string, ...any) Verdict) Verdict {
	if ev == nil {
		return refuse("unknown_kind", false, "request claim without its event")
	}
	if ev.Requester != s.Requester {
		return refuse(ReasonRequester, false, "requester %s, the router has %s", ev.Requester.Hex(), s.Requester.Hex())
	}
	// The router holds the fee the request was made with, or one raised since (bumpFee).
	if s.Fee == nil || ev.PriorityFeeWei.Cmp(s.Fee) > 0 {
		return refuse(ReasonFee, false, "fee %s, the router has %v", ev.PriorityFeeWei.String(), s.Fee)
	}
	if sub := ev.Subscription; sub == nil && s.SubID != 0 || sub != nil && (sub.ID != s.SubID || sub.Token != s.Token) {
		return refuse(ReasonSubscription, false, "subscription %+v, the router has %d in %s", sub, s.SubID, s.Token.Hex())
	}
	if ev.SubmittedAt != s.SubmittedAt {
		return refuse(ReasonSubmittedAt, false, "submitted at %d, the router has %d", ev.SubmittedAt, s.SubmittedAt)
	}
	if ev.Deadline != s.Deadline {
		return refuse(ReasonDeadline, false, "deadline %d, the router has %d", ev.Deadline, s.Deadline)
	}
	if got := contracts.InputHash(ev.Model, ev.Prompt, ev.MaxTokens, ev.GasLimit, ev.RequiredMemoryMB, ev.Batchable); got != s.InputHash {
		return refuse(ReasonCommitment, false, "model, prompt and parameters hash to %s, the router has %s", got, s.InputHash)
	}
	if ev.CallbackGasLimit != s.CallbackGasLimit {
		return refuse(ReasonCallbackGas, false, "callback gas %d, the router has %d", ev.CallbackGasLimit, s.CallbackGasLimit)
	}
	return Verdict{OK: true, Stored: s}
}

// StoredCheck is a request's check as ResultVerifier stores it (checkOf).
type StoredCheck struct {
	State      uint8 // contracts.Check*
	Worker     common.Address
	Challenger common.Address
}

// CheckReader reads ResultVerifier's checks, in the order asked.
type CheckReader interface {
	Checks(ctx context.Context, ids []*big.Int) ([]StoredCheck, error)
}

// VerifierReader is a CheckReader over ResultVerifier.checkOf: one eth_call per id
// (verdicts are a sampled few of the results).
type VerifierReader struct {
	c *bindings.ResultVerifierCaller
}

// NewVerifierReader reads the ResultVerifier at addr through backend.
func NewVerifierReader(backend bind.ContractCaller, addr common.Address) (*VerifierReader, error) {
	c, err := bindings.NewResultVerifierCaller(addr, backend)
	if err != nil {
		return nil, fmt.Errorf("result verifier caller: %w", err)
	}
	return &VerifierReader{c: c}, nil
}

// Checks reads checkOf(id) for each id.
func (r *VerifierReader) Checks(ctx context.Context, ids []*big.Int) ([]StoredCheck, error) {
	out := make([]StoredCheck, 0, len(ids))
	for _, id := range ids {
		c, err := r.c.CheckOf(&bind.CallOpts{Context: ctx}, id)
		if err != nil {
			return nil, fmt.Errorf("checkOf(%s): %w", id, err)
		}
		out = append(out, StoredCheck{State: c.State, Worker: c.Worker, Challenger: c.Challenger})
	}
	return out, nil
}

// checkVerify answers the verification claims among claims into out: the event must
// come from the configured ResultVerifier, and its check must be, on chain, in the
// state the event moved it to (or, for a dispute opened, in a state after it), with
// the same worker and challenger.
func (v *Verifier) checkVerify(ctx context.Context, claims []Claim, out []Verdict) error {
	var ids []*big.Int
	var at []int
	for i, c := range claims {
		if c.Kind != KindVerify {
			continue
		}
		switch {
		case c.Meta.ChainID != v.chainID:
			out[i] = Verdict{Reason: ReasonWrongChain, Detail: fmt.Sprintf("chain id %d, this daemon follows %d", c.Meta.ChainID, v.chainID)}
		case v.checks == nil:
			out[i] = Verdict{Reason: ReasonNoVerifier, Detail: "no ResultVerifier is configured (chain.contracts.result_verifier)"}
		case c.Meta.Contract != v.resultVerifier:
			out[i] = Verdict{Reason: ReasonWrongContract, Detail: fmt.Sprintf("contract %s, the ResultVerifier is %s", c.Meta.Contract.Hex(), v.resultVerifier.Hex())}
		case c.Verify == nil:
			out[i] = Verdict{Reason: "unknown_kind", Detail: "verification claim without its event"}
		default:
			id, ok := new(big.Int).SetString(c.ID, 10)
			if !ok || id.Sign() <= 0 {
				out[i] = Verdict{Reason: ReasonBadID, Detail: fmt.Sprintf("id %q", c.ID)}
				continue
			}
			ids, at = append(ids, id), append(at, i)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	got, err := v.checks.Checks(ctx, ids)
	if err != nil {
		return err
	}
	if len(got) != len(ids) {
		return fmt.Errorf("checkOf: %d answers for %d ids", len(got), len(ids))
	}
	v.calls.Add(float64(len(ids)))
	for j, i := range at {
		out[i] = judgeVerify(*claims[i].Verify, got[j])
	}
	return nil
}

// judgeVerify compares a verification event with its check on chain. A check still in
// an earlier state may be a node behind the indexer: worth asking again.
func judgeVerify(e events.VerifyEvent, s StoredCheck) Verdict {
	refuse := func(reason string, retry bool, format string, args ...any) Verdict {
		return Verdict{Reason: reason, Retry: retry, Detail: fmt.Sprintf(format, args...)}
	}
	var want []uint8
	switch e.Event {
	case events.VerifyAttested:
		want = []uint8{contracts.CheckAttested}
	case events.VerifyDisputeOpened:
		want = []uint8{contracts.CheckDisputed, contracts.CheckWorkerLost, contracts.CheckChallengerLost, contracts.CheckExpired}
	case events.VerifyDisputeResolved:
		want = []uint8{contracts.CheckChallengerLost}
		if e.WorkerLost {
			want = []uint8{contracts.CheckWorkerLost}
		}
	case events.VerifyDisputeExpired:
		want = []uint8{contracts.CheckExpired}
	}
	if !slices.Contains(want, s.State) {
		ending := e.Event == events.VerifyDisputeResolved || e.Event == events.VerifyDisputeExpired
		behind := s.State == contracts.CheckNone || (s.State == contracts.CheckDisputed && ending)
		return refuse(ReasonCheckState, behind, "request %s: %s, the check's state on chain is %d", e.ID, e.Event, s.State)
	}
	if s.Worker != e.Worker {
		return refuse(ReasonCheckParty, false, "request %s: worker %s, the check has %s", e.ID, e.Worker.Hex(), s.Worker.Hex())
	}
	challenger := e.Event == events.VerifyDisputeOpened || e.Event == events.VerifyDisputeExpired
	if challenger && s.Challenger != e.Verifier {
		return refuse(ReasonCheckParty, false, "request %s: challenger %s, the check has %s", e.ID, e.Verifier.Hex(), s.Challenger.Hex())
	}
	return Verdict{OK: true, Challenger: s.Challenger}
}
