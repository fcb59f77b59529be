package agent

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

// Outputs and inputs of any size. An output longer than the router's
// maxInlineOutputBytes does not go on chain: the worker sends its chunks to the daemon
// to stage, has the daemon commit them to the store (which checks that the worker holds
// the assignment and that the bytes hash to what it names), and submits only the hash
// and length (submitResultRef, or a ResultItem with outputHash set), only once the
// commit succeeded. A prompt
// "ref:0x<hash>" stands for an input in the store: the worker fetches it and checks it
// against the hash, which the router committed to with the prompt, before running.

// ErrOffChain: an output could not be stored off chain, or an input not fetched.
var ErrOffChain = errors.New("off-chain output or input")

// commitTimeout bounds the daemon's answer to a commit.
const commitTimeout = 60 * time.Second

// inlineLimit is the router's maxInlineOutputBytes now.
func (m *txm) inlineLimit(ctx context.Context) (int64, error) {
	l, err := m.caller.MaxInlineOutputBytes(&bind.CallOpts{Context: ctx})
	if err != nil {
		return 0, fmt.Errorf("maxInlineOutputBytes: %w", err)
	}
	if !l.IsInt64() {
		return 1<<63 - 1, nil
	}
	return l.Int64(), nil
}

// resultArgs decides how request id's output goes on chain: inline when it fits the
// router's limit, else uploaded to the store and submitted by hash and length. It
// returns the submitResult or submitResultRef calldata and how many output bytes the
// calldata (and so a callback) carries.
func (m *txm) resultArgs(ctx context.Context, id *big.Int, output []byte, v voucher) ([]byte, int, error) {
	limit, err := m.inlineLimit(ctx)
	if err != nil {
		return nil, 0, err
	}
	if int64(len(output)) <= limit {
		data, err := m.abi.Pack("submitResult", id, output, v.attempt, v.notBefore, v.expiry, v.sig)
		return data, len(output), err
	}
	h, err := m.upload(ctx, id.String(), output)
	if err != nil {
		return nil, 0, err
	}
	data, err := m.abi.Pack("submitResultRef", id, h, uint64(len(output)), v.attempt, v.notBefore, v.expiry, v.sig)
	return data, 0, err
}

// resultItem is resultArgs for an item of submitResults.
func (m *txm) resultItem(ctx context.Context, limit int64, it *batchItem) (bindings.InferenceRouterResultItem, int, error) {
	item := bindings.InferenceRouterResultItem{Id: it.id, Output: it.output, Attempt: it.v.attempt,
		VoucherNotBefore: it.v.notBefore, VoucherExpiry: it.v.expiry, SchedulerSig: it.v.sig}
	if int64(len(it.output)) <= limit {
		return item, len(it.output), nil
	}
	h, err := m.upload(ctx, it.id.String(), it.output)
	if err != nil {
		return item, 0, err
	}
	item.Output, item.OutputHash, item.OutputLength = nil, h, uint64(len(it.output))
	return item, 0, nil
}

// uploader sends outputs to the daemon to stage and commit; it reads inputs with
// direct gets (the worker's bus user may do nothing else with the stores).
type uploader struct {
	js     jetstream.JetStream
	worker common.Address
}

// upload puts out into the store as request id's output and returns its keccak-256:
// each chunk is sent to the daemon, which stages it within this worker's staging
// bound, then the daemon is asked to commit them.
func (u *uploader) upload(ctx context.Context, id string, out []byte) (common.Hash, error) {
	return u.commit(ctx, id, out, nil)
}

// commit stages out and has the daemon commit it under its keccak-256, which it
// returns; with claim, out is request id's transcript and the daemon keeps the claim.
func (u *uploader) commit(ctx context.Context, id string, out []byte, claim *wire.TranscriptClaim) (common.Hash, error) {
	h := crypto.Keccak256Hash(out)
	n := 0
	for off := 0; off < len(out); off += wire.UploadChunkBytes {
		chunk := out[off:min(off+wire.UploadChunkBytes, len(out))]
		if err := u.ask(ctx, wire.ChunkSubject(u.worker, id, n), chunk); err != nil {
			return common.Hash{}, fmt.Errorf("%w: stage chunk %d of request %s: %v", ErrOffChain, n, id, err)
		}
		n++
	}
	body, err := json.Marshal(wire.CommitRequest{RequestID: id, OutputHash: h, Length: int64(len(out)), Chunks: n, Transcript: claim})
	if err != nil {
		return common.Hash{}, err
	}
	if err := u.ask(ctx, wire.CommitSubject(u.worker), body); err != nil {
		return common.Hash{}, fmt.Errorf("%w: commit request %s: %v", ErrOffChain, id, err)
	}
	return h, nil
}

// askAttempts is how many times a chunk or a commit is sent when no answer comes (the
// connection may be between two admissions, or the daemon's queue full): both are
// idempotent.
const askAttempts = 3

// ask sends body on subject and waits for the daemon's CommitReply; a refusal is an
// error with its reason.
func (u *uploader) ask(ctx context.Context, subject string, body []byte) error {
	var err error
	for range askAttempts {
		cctx, cancel := context.WithTimeout(ctx, commitTimeout)
		var msg *nats.Msg
		msg, err = u.js.Conn().RequestWithContext(cctx, subject, body)
		cancel()
		if err == nil {
			var rep wire.CommitReply
			if err := json.Unmarshal(msg.Data, &rep); err != nil {
				return fmt.Errorf("the daemon's answer: %v", err)
			}
			if rep.Error != "" {
				return fmt.Errorf("refused: %s", rep.Error)
			}
			return nil
		}
		if ctx.Err() != nil {
			return err
		}
	}
	return err
}

// fetch reads the stored object whose keccak-256 is h from the object store bucket
// (wire.BucketInputs for requesters' inputs, wire.BucketOutputs for transcripts), at
// most maxBytes long, and checks it against h.
func (u *uploader) fetch(ctx context.Context, bucket string, h common.Hash, maxBytes int64) ([]byte, error) {
	name := wire.ObjectName(h)
	out, err := u.fetchNamed(ctx, bucket, name, maxBytes)
	if err != nil {
		return nil, err
	}
	if crypto.Keccak256Hash(out) != h {
		return nil, fmt.Errorf("%w: object %s does not hash to its name", ErrOffChain, name)
	}
	return out, nil
}

// fetchNamed reads the object name of the object store bucket, at most maxBytes long,
// by direct gets (the worker's bus user may do nothing else with the stores).
func (u *uploader) fetchNamed(ctx context.Context, bucket, name string, maxBytes int64) ([]byte, error) {
	s, err := u.js.Stream(ctx, "OBJ_"+bucket)
	if err != nil {
		return nil, fmt.Errorf("%w: the store: %v", ErrOffChain, err)
	}
	meta, err := s.GetLastMsgForSubject(ctx, "$O."+bucket+".M."+base64.URLEncoding.EncodeToString([]byte(name)))
	if err != nil {
		return nil, fmt.Errorf("%w: %s object %s: %v", ErrOffChain, bucket, name, err)
	}
	var info jetstream.ObjectInfo
	if err := json.Unmarshal(meta.Data, &info); err != nil || info.Deleted || info.NUID == "" {
		return nil, fmt.Errorf("%w: %s object %s: no object", ErrOffChain, bucket, name)
	}
	if info.Size > uint64(maxBytes) {
		return nil, fmt.Errorf("%w: %s object %s is %d bytes, the limit is %d", ErrOffChain, bucket, name, info.Size, maxBytes)
	}
	out := make([]byte, 0, info.Size)
	subj := "$O." + bucket + ".C." + info.NUID
	for seq, i := uint64(1), uint32(0); i < info.Chunks; i++ {
		m, err := s.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(subj))
		if err != nil {
			return nil, fmt.Errorf("%w: %s object %s chunk %d: %v", ErrOffChain, bucket, name, i, err)
		}
		if uint64(len(out)+len(m.Data)) > info.Size {
			return nil, fmt.Errorf("%w: %s object %s: chunks longer than its size", ErrOffChain, bucket, name)
		}
		out = append(out, m.Data...)
		seq = m.Sequence + 1
	}
	if uint64(len(out)) != info.Size {
		return nil, fmt.Errorf("%w: %s object %s: chunks shorter than its size", ErrOffChain, bucket, name)
	}
	return out, nil
}

// commitTranscript stores res's transcript with the worker's claim binding it to the
// output (wire.TranscriptClaim), before the result is kept and submitted. A result
// without a transcript stores nothing; a transcript out of its bounds (the server
// answered something the decoder would refuse) is left out with a warning.
func (w *Worker) commitTranscript(ctx context.Context, id string, res Result, log *zap.Logger) error {
	if res.Transcript == nil {
		return nil
	}
	tr := *res.Transcript
	tr.OutputHash = crypto.Keccak256Hash(res.Output)
	b, err := tr.Encode()
	if err != nil {
		log.Warn("the backend's transcript is left out", zap.Error(err))
		return nil
	}
	claim, err := wire.SignTranscriptClaim(w.d.Key, id, tr.OutputHash, infer.TranscriptHash(b))
	if err != nil {
		return err
	}
	_, err = w.inputs.commit(ctx, id, b, &claim)
	return err
}

// fetchTranscript reads worker's transcript of request id from the store: its claim,
// checked (signed by worker, for request id), and the transcript the claim names,
// checked against its hash and decoded. Verifiers read what they score with it.
func (u *uploader) fetchTranscript(ctx context.Context, id string, worker common.Address) (wire.TranscriptClaim, infer.Transcript, error) {
	raw, err := u.fetchNamed(ctx, wire.BucketOutputs, wire.TranscriptClaimName(id, worker), wire.MaxTranscriptClaimBytes)
	if err != nil {
		return wire.TranscriptClaim{}, infer.Transcript{}, err
	}
	claim, err := wire.DecodeTranscriptClaim(raw)
	if err != nil {
		return wire.TranscriptClaim{}, infer.Transcript{}, err
	}
	if claim.RequestID != id || claim.Worker != wire.WorkerID(worker) {
		return wire.TranscriptClaim{}, infer.Transcript{}, fmt.Errorf("%w: the claim stored for request %s of %s is another's", wire.ErrBadTranscriptClaim, id, wire.WorkerID(worker))
	}
	b, err := u.fetch(ctx, wire.BucketOutputs, claim.TranscriptHash, infer.MaxTranscriptBytes)
	if err != nil {
		return wire.TranscriptClaim{}, infer.Transcript{}, err
	}
	tr, err := infer.DecodeTranscript(b)
	if err != nil {
		return wire.TranscriptClaim{}, infer.Transcript{}, err
	}
	if tr.RequestID != id || tr.OutputHash != claim.OutputHash {
		return wire.TranscriptClaim{}, infer.Transcript{}, fmt.Errorf("%w: the transcript is of request %s and output %s, not the claim's", infer.ErrInvalidTranscript, tr.RequestID, tr.OutputHash.Hex())
	}
	return claim, tr, nil
}

// MaxStoredInputBytes bounds an input a worker fetches from the store (the store's
// default max_object_bytes).
const MaxStoredInputBytes = 16 << 20
