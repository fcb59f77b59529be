package agent

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/internal/txsend"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

// Verification: a verification job judges another worker's paid result and signs its
// verdict (an Attestation: the worker's output hash, the transcript scored, pass or fail,
// the score) for ResultVerifier under the scheduler's Verify voucher: the first check
// attests a passing verdict or opens a dispute with a failing one; the tie-break of an
// open dispute resolves it with its verdict either way. An exact-hash verdict re-runs the
// request and passes when its output's keccak256 is the submitted hash; a cosine verdict
// re-embeds the input and compares vectors (verify_embedding.go). The job is not
// paid work: no ack to the scheduler, no result journal; the transaction is followed, not
// journaled, so one lost to a crash is simply not sent (the voucher lapses and the
// scheduler asks another verifier).

// ErrNoVerifier: a verification job reached a worker started without a ResultVerifier.
var ErrNoVerifier = errors.New("no result verifier configured")

// verifyGas bounds a verification transaction when the node cannot estimate it.
const verifyGas = 400_000

// VerifyOutcome is what a verification job did, for the worker's log and tests.
type VerifyOutcome struct {
	RequestID string
	Method    string // attest, openDispute, resolveDispute, or "" (nothing sent)
	Agrees    bool   // the verdict passed the result
	TxHash    common.Hash
	Err       error
}

func (w *Worker) handleVerify(ctx context.Context, m jetstream.Msg, a wire.Assignment, id *big.Int, log *zap.Logger) {
	defer func() { _ = m.Ack() }()
	stop := w.keepAlive(m)
	defer stop()
	out := w.verify(ctx, a, id, log)
	if out.Err != nil {
		w.failed.Add(1)
		log.Warn("verification job failed", zap.String("method", out.Method), zap.Error(out.Err))
		return
	}
	w.verified.Add(1)
	log.Info("verification sent", zap.String("method", out.Method), zap.Bool("agrees", out.Agrees), zap.Stringer("tx", out.TxHash))
}

func (w *Worker) verify(ctx context.Context, a wire.Assignment, id *big.Int, log *zap.Logger) VerifyOutcome {
	res := VerifyOutcome{RequestID: a.RequestID}
	if w.d.Verifier == (common.Address{}) {
		res.Err = ErrNoVerifier
		return res
	}
	if err := w.txm.checkPrompt(ctx, a, id); err != nil {
		res.Err = err
		return res
	}
	// The verifier runs exactly what the worker ran: the same document, each input it
	// names fetched from the store and checked against its hash.
	doc, err := w.decode(a)
	if err != nil {
		res.Err = err
		return res
	}
	job, err := w.job(ctx, a, doc)
	if err != nil {
		res.Err = err
		return res
	}
	job.Verification = true
	if a.Verify.Method == wire.VerifyScore && job.Task().Generates() {
		verdict, err := w.scoreVerdict(ctx, a, doc)
		if err != nil {
			res.Err = err
			return res
		}
		verdict.RequestID, verdict.InputHash, verdict.OutputHash = id, a.Voucher.InputHash, a.Verify.OutputHash
		res.Agrees = verdict.Pass
		log.Info("transcript scored", zap.Bool("pass", verdict.Pass), zap.Uint32("score", verdict.Score), zap.Stringer("transcript", verdict.TranscriptHash))
		return w.sendVerdict(ctx, a, id, verdict, res)
	}
	if a.Verify.Method == wire.VerifyCosine && job.Task() == infer.TaskEmbedding {
		verdict, err := w.cosineVerdict(ctx, a, id, job)
		if err != nil {
			res.Err = err
			return res
		}
		verdict.RequestID, verdict.InputHash, verdict.OutputHash = id, a.Voucher.InputHash, a.Verify.OutputHash
		res.Agrees = verdict.Pass
		log.Info("embedding compared", zap.Bool("pass", verdict.Pass), zap.Uint32("score", verdict.Score))
		return w.sendVerdict(ctx, a, id, verdict, res)
	}
	out, err := w.runOwn(ctx, a, job)
	if err != nil {
		res.Err = err
		return res
	}
	mine := crypto.Keccak256Hash(out.Output)
	res.Agrees = mine == a.Verify.OutputHash
	verdict := contracts.Attestation{RequestID: id, InputHash: a.Voucher.InputHash, OutputHash: a.Verify.OutputHash, Pass: res.Agrees}
	if !res.Agrees {
		verdict.Score = contracts.ScoreScale // an exact-hash verdict: all or nothing
	}
	return w.sendVerdict(ctx, a, id, verdict, res)
}

// runOwn runs job on the verifier's own backend, within its memory: a check is small
// and its voucher long, so it waits for room.
func (w *Worker) runOwn(ctx context.Context, a wire.Assignment, job Job) (Result, error) {
	mem := max(a.Request.RequiredMemoryMB, 0)
	for !w.reserve(mem) {
		select {
		case <-ctx.Done():
			return Result{}, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	out, err := w.d.Backend.Infer(ctx, job)
	w.release(mem)
	if err != nil {
		return Result{}, fmt.Errorf("backend: %w", err)
	}
	return out, nil
}

// sendVerdict signs verdict and sends it as the job's role asks: a tie-break resolves
// the dispute, a first check attests a pass or opens a dispute with a failure.
func (w *Worker) sendVerdict(ctx context.Context, a wire.Assignment, id *big.Int, verdict contracts.Attestation, res VerifyOutcome) VerifyOutcome {
	v := contracts.VerifyVoucher{RequestID: id, Verifier: w.addr, Worker: common.HexToAddress(a.Verify.Worker), Attempt: uint32(a.Attempt),
		Role: contracts.VerifyRole(a.Verify.TieBreak), InputHash: a.Voucher.InputHash, NotBefore: a.Voucher.NotBefore, Expiry: a.Voucher.Expiry}
	att, err := contracts.SignAttestation(w.d.Key, w.d.ChainID, w.d.Verifier, verdict)
	if err != nil {
		res.Err = err
		return res
	}
	ev := contracts.Evidence(v, a.Voucher.Signature, verdict, att)
	var args []any
	switch {
	case a.Verify.TieBreak:
		res.Method, args = "resolveDispute", []any{id, ev}
	case res.Agrees:
		res.Method, args = "attest", []any{id, v.Worker, ev}
	default:
		res.Method, args = "openDispute", []any{id, v.Worker, ev}
	}
	w.awaitWindow(ctx, a)
	res.TxHash, res.Err = w.sendVerification(ctx, a.Voucher.Expiry, res.Method, args...)
	return res
}

// sendVerification sends one ResultVerifier call from the worker's key (the nonce is
// shared with its result transactions) and waits for a successful receipt.
func (w *Worker) sendVerification(ctx context.Context, expiry uint64, method string, args ...any) (common.Hash, error) {
	parsed, err := bindings.ResultVerifierMetaData.GetAbi()
	if err != nil {
		return common.Hash{}, err
	}
	data, err := parsed.Pack(method, args...)
	if err != nil {
		return common.Hash{}, fmt.Errorf("encode %s: %w", method, err)
	}
	to := w.d.Verifier
	gas, err := w.estimateVerification(ctx, expiry, ethereum.CallMsg{From: w.addr, To: &to, Data: data})
	if err != nil {
		if r, ok := contracts.DecodeRevert(err); ok {
			return common.Hash{}, fmt.Errorf("%s would revert: %w", method, r)
		}
		gas = verifyGas
	} else {
		gas += gas / 5
	}
	none := func(txsend.Tx) error { return nil }
	t, err := w.txm.sender.Send(ctx, to, data, gas, none)
	if err != nil {
		return common.Hash{}, fmt.Errorf("send %s: %w", method, err)
	}
	_, rcpt, err := w.txm.sender.Follow(ctx, t, none)
	if err != nil {
		return common.Hash{}, fmt.Errorf("follow %s: %w", method, err)
	}
	if rcpt.Status != types.ReceiptStatusSuccessful {
		return rcpt.TxHash, fmt.Errorf("%s reverted in %s", method, rcpt.TxHash)
	}
	return rcpt.TxHash, nil
}

// estimateVerification estimates msg, again while the estimate reverts with
// VoucherNotYetValid and the voucher has not expired by the worker's clock: the
// voucher's window opens at the round's time, and a node's latest block can be a block
// interval behind it (a real chain; the paid path retries the same way, retryable).
func (w *Worker) estimateVerification(ctx context.Context, expiry uint64, msg ethereum.CallMsg) (uint64, error) {
	for {
		gas, err := w.d.Chain.EstimateGas(ctx, msg)
		r, reverts := contracts.DecodeRevert(err)
		if err == nil || !reverts || r.Name != "VoucherNotYetValid" || uint64(max(w.d.Clock().Unix(), 0)) >= expiry {
			return gas, err
		}
		select {
		case <-ctx.Done():
			return 0, ctx.Err()
		case <-time.After(submitRetryFirst):
		}
	}
}

// scoreVerdict is the verdict on a generated result by its transcript: the worker's
// claim read from the outputs store and checked against the output hash it submitted
// on chain, its tokens re-scored by one teacher-forced pass of the verifier's backend
// and decided by the thresholds the scheduler published with the job. The sampling it
// is judged by is the request document's, not the one the transcript claims. A result
// with no transcript, an unbound or unreadable one, or one whose prompt ids are unknown
// fails: a model verified by scores needs a transcript the verifier can re-score. A
// fault of the verifier's own backend is an error (no verdict), never an accusation.
func (w *Worker) scoreVerdict(ctx context.Context, a wire.Assignment, doc infer.Document) (contracts.Attestation, error) {
	fail := func(reason string) (contracts.Attestation, error) {
		w.log.Info("failing verdict", zap.String("request", a.RequestID), zap.String("reason", reason))
		return contracts.Attestation{Pass: false, Score: contracts.ScoreScale}, nil
	}
	rs, ok := w.d.Backend.(Rescorer)
	if !ok {
		return contracts.Attestation{}, fmt.Errorf("%w: the backend cannot re-score transcripts", ErrBackend)
	}
	claim, tr, err := w.inputs.fetchTranscript(ctx, a.RequestID, common.HexToAddress(a.Verify.Worker))
	switch {
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return contracts.Attestation{}, err
	case err != nil:
		return fail("no transcript bound to the result: " + err.Error())
	case claim.OutputHash != a.Verify.OutputHash:
		return fail("the transcript claim binds output " + claim.OutputHash.Hex() + ", not the one submitted on chain")
	}
	tr.Sampling.Sampling = doc.Sampling
	tr.Sampling.MaxTokens = int64(a.Request.MaxTokens)
	positions, stops, err := rs.Rescore(ctx, a.Request.ModelID, tr)
	switch {
	case errors.Is(err, ErrNotRescorable):
		return fail(err.Error())
	case err != nil:
		return contracts.Attestation{}, err
	}
	verdict, _, err := infer.Score(tr, positions, *a.Verify.Thresholds)
	if err != nil {
		return contracts.Attestation{}, fmt.Errorf("%w: %w", ErrBackend, err)
	}
	att := contracts.Attestation{TranscriptHash: claim.TranscriptHash, Pass: verdict.Pass, Score: verdict.Score}
	if reason := infer.EndReason(tr, stops); reason != "" {
		att.Pass = false
		w.log.Info("failing verdict", zap.String("request", a.RequestID), zap.String("reason", reason))
	}
	return att, nil
}
