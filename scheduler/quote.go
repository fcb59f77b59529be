package scheduler

import (
	"cmp"
	"math"
	"math/big"
	"slices"

	"github.com/infersched/infersched/scheduler/retryafter"
)

// QuoteInput is what a quote (GET /v1/quote) is computed from: the request a user is
// about to send, and the state the next round would plan with.
type QuoteInput struct {
	Model       string
	MaxTokens   uint32
	Batchable   bool
	CallbackGas uint32
	// Task, PromptTokens, Steps and AudioBytes are the request's planned form (Request):
	// the task ("" for a plain prompt), the prompt's estimated tokens, an image's steps
	// and a transcription's audio size. The ETA counts their work at the model's rates
	// (tokens.go); the live workers counted are those that serve the model for the task.
	Task         string
	PromptTokens int64
	Steps        int64
	AudioBytes   int64
	// NowMS, GasPriceGwei and Workers are a round's: the clock, the oracle's price, the
	// registry's live workers.
	NowMS        int64
	GasPriceGwei float64
	Workers      []Worker
	// L1Fee is the oracle's L1 data fee model on an L2 chain (nil on L1), as the round's
	// snapshot carries it.
	L1Fee *L1Fee
	// Waiting are the model's requests queued or throttled now (not assigned), in any
	// order; DrainRateTPS the model's measured drain rate (≤ 0: the configured default).
	Waiting      []Request
	DrainRateTPS float64
	// Confirmations is how many blocks the indexer waits for before a request is queued.
	Confirmations int
	// Rates are the tokens' prices the next round would have (a waiting request paying
	// in a token without one is not ranked); Token, when set, is the token the quote
	// answers in too (FeeNeeded, SuggestedFee).
	Rates []TokenRate
	Token *TokenRate
}

// Quote answers a QuoteInput.
type Quote struct {
	// FeeNeededWei (decimal) covers the result's gas, the callback's included, at the
	// price with the safety factor: the fee floor the round applies to a result settled
	// alone (a batch shares result_gas, so a batched request may need less, never more).
	FeeNeededWei string
	// SuggestedFeeWei (decimal) is at least FeeNeededWei and, at today's queue and
	// workers, puts the request among those the next round can assign.
	SuggestedFeeWei string
	// Token, FeeNeeded and SuggestedFee (decimal token units, rounded up), when the quote
	// was asked in a token: FeeNeededWei and SuggestedFeeWei at the token's rate.
	Token        string
	FeeNeeded    string
	SuggestedFee string
	// QueuePosition is where a request paying FeeNeededWei would queue (0-based, among
	// the model's waiting requests in priority order); ETAMS is its estimate to the
	// visible result (Retry-After's pending_confirmation model before margin:
	// confirmations + queue + processing + result transaction; plus the result's own
	// confirmations, as a status poll's ETA counts them), RetryAfterS the Retry-After
	// the pending_confirmation model gives.
	QueuePosition int
	ETAMS         int64
	RetryAfterS   int64
	// SuggestedETAMS is ETAMS for a request paying SuggestedFeeWei.
	SuggestedETAMS int64
	// LiveWorkers is the number of workers with a fresh heartbeat serving the model
	// for the task; FreeSlots their free job slots.
	LiveWorkers int
	FreeSlots   int
	// ProcessingMS is the processing time the ETA counts: the request's work at the
	// model's rates (the median of its live workers', else routing.speed_prior), or
	// retry_after.processing_ms when no rate is known.
	ProcessingMS int64
}

// QuoteFor prices in.Model's next request as the round would: the result gas from the
// same pricer (result_gas at a batch share of 1, plus the callback's gas whole, × gas
// price × safety factor, plus on an L2 the L1 data fee of the request's result item), the queue position from the same priority score, the ETA from
// the same Retry-After model. cfg must have passed Validate. It is pure.
func QuoteFor(cfg Config, in QuoteInput) Quote {
	p := newL2Pricer(&cfg.Routing, in.Model, in.GasPriceGwei, in.L1Fee)
	gas, _ := p.cost(0, 1)
	gas = float64(gas + p.itemL1(in.MaxTokens))
	gas, _ = p.withCallback(gas, 0, in.CallbackGas)
	q := Quote{FeeNeededWei: weiCeil(gas)}

	maxAge := cfg.Matching.MaxHeartbeatAge.Milliseconds()
	var rates rateSet
	for i := range in.Workers {
		w := &in.Workers[i]
		if !slices.Contains(w.Models, in.Model) || (maxAge > 0 && in.NowMS-w.LastHeartbeatMS > maxAge) {
			continue
		}
		if sp, ok := w.Speed[in.Model]; ok {
			rates.add(sp)
		}
		if !w.Serves(in.Model, in.Task) {
			continue
		}
		q.LiveWorkers++
		q.FreeSlots += max(w.MaxJobs-w.ActiveJobs, 0)
	}
	req := Request{ModelID: in.Model, MaxTokens: in.MaxTokens, Task: in.Task, PromptTokens: in.PromptTokens, Steps: in.Steps,
		AudioBytes: in.AudioBytes}
	q.ProcessingMS = NominalMS(&cfg, &req, rates.median().filled(cfg.Routing.SpeedPrior[in.Model]))

	sc := newScorer(&cfg.Priority)
	scores := make([]float64, 0, len(in.Waiting))
	fs := newFees(&Snapshot{Requests: in.Waiting, TokenRates: in.Rates})
	for i := range in.Waiting {
		r := &in.Waiting[i]
		if r.ModelID != in.Model {
			continue
		}
		fee, _, priced := fs.wei(r)
		if !priced {
			continue
		}
		if v, ok := sc.score(r, weiFloat(fee), in.NowMS); ok {
			scores = append(scores, v)
		}
	}
	slices.SortFunc(scores, func(a, b float64) int { return cmp.Compare(b, a) })

	needed, _ := new(big.Int).SetString(q.FeeNeededWei, 10)
	q.QueuePosition = rankOf(scores, newcomerScore(&sc, needed, in.NowMS))
	drain := in.DrainRateTPS
	if drain <= 0 {
		drain = cfg.RetryAfter.DefaultDrainRateTPS
	}
	ra := &cfg.RetryAfter
	q.ETAMS, q.RetryAfterS = ra.PendingConfirmationWith(q.ProcessingMS, in.Confirmations, q.QueuePosition, drain)
	resultWait := int64(min(max(in.Confirmations, 0), 1<<20)) * ra.BlockMS
	q.ETAMS = retryafter.AddMS(q.ETAMS, resultWait)

	suggested := needed
	if q.FreeSlots > 0 && len(scores) >= q.FreeSlots && cfg.Priority.FeeWeight > 0 {
		// Ahead of the last request the free slots would take now.
		if f := feeToBeat(&sc, scores[q.FreeSlots-1], in.NowMS); f != nil && f.Cmp(suggested) > 0 {
			suggested = f
		}
	}
	q.SuggestedFeeWei = suggested.String()
	if in.Token != nil {
		q.Token = in.Token.Token
		q.FeeNeeded = in.Token.ToTokens(needed).String()
		q.SuggestedFee = in.Token.ToTokens(suggested).String()
	}
	q.SuggestedETAMS, _ = ra.PendingConfirmationWith(q.ProcessingMS, in.Confirmations,
		rankOf(scores, newcomerScore(&sc, suggested, in.NowMS)), drain)
	q.SuggestedETAMS = retryafter.AddMS(q.SuggestedETAMS, resultWait)
	return q
}

// newcomerScore is the priority of a request paying fee submitted now with a deadline
// beyond the horizon (the quote does not know the deadline; a nearer one only raises it).
func newcomerScore(sc *scorer, fee *big.Int, nowMS int64) float64 {
	r := Request{PriorityFeeWei: WeiFromBig(fee), SubmittedAtMS: nowMS, DeadlineMS: math.MaxInt64 / 2}
	v, _ := sc.score(&r, weiFloat(&r.PriorityFeeWei), nowMS)
	return v
}

// rankOf is how many of scores (highest first) rank at or above s: a tie goes to
// the request already waiting (it was submitted earlier).
func rankOf(scores []float64, s float64) int {
	n, _ := slices.BinarySearchFunc(scores, s, func(e, t float64) int {
		if e >= t {
			return -1
		}
		return 1
	})
	return n
}

// feeToBeat is the smallest fee (wei, found to within one part in 2^20 above the exact
// one) whose newcomer score is above target; nil if none below 2^256 is.
func feeToBeat(sc *scorer, target float64, nowMS int64) *big.Int {
	limit := new(big.Int).Lsh(big.NewInt(1), 256)
	hi := big.NewInt(1)
	for newcomerScore(sc, hi, nowMS) <= target {
		if hi.Lsh(hi, 1); hi.Cmp(limit) >= 0 {
			return nil
		}
	}
	lo := new(big.Int).Rsh(hi, 1)
	// Bisect until the gap is below hi / 2^20 (or one wei).
	for {
		gap := new(big.Int).Sub(hi, lo)
		if gap.Cmp(big.NewInt(1)) <= 0 || gap.Cmp(new(big.Int).Rsh(hi, 20)) <= 0 {
			return hi
		}
		mid := new(big.Int).Add(lo, new(big.Int).Rsh(gap, 1))
		if newcomerScore(sc, mid, nowMS) > target {
			hi = mid
		} else {
			lo = mid
		}
	}
}

// PriceGwei is PriceWei in gwei as a round's snapshot carries it (0 when unset).
func (q GasQuote) PriceGwei() float64 {
	if q.PriceWei == nil {
		return 0
	}
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(q.PriceWei), big.NewFloat(1e9)).Float64()
	return f
}
