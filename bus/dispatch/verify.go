package dispatch

import (
	"context"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/wire"
)

// AssignVerify publishes a verification job on the verifier's assignment subject
// (rounds.VerifySink): a wire.Assignment with Verify set, fenced like paid work.
func (s *Sink) AssignVerify(ctx context.Context, a rounds.VerifyAssignment) error {
	if !common.IsHexAddress(a.Verifier) || !common.IsHexAddress(a.Worker) {
		return fmt.Errorf("verification job %s: verifier %q or worker %q is not an address", a.RequestID, a.Verifier, a.Worker)
	}
	msg := VerifyMessage(a)
	m, err := bus.Encode(wire.AssignSubject(common.HexToAddress(a.Verifier)), msg.MsgID(), msg)
	if err != nil {
		return err
	}
	return s.publish(ctx, a.Request.ModelID, a.RequestID, m)
}

// VerifyMessage is the wire form of a verification job.
func VerifyMessage(a rounds.VerifyAssignment) wire.Assignment {
	msg := Message(rounds.Assignment{RequestID: a.RequestID, Attempt: a.Attempt, Round: a.Round, Worker: strings.ToLower(a.Verifier),
		Request: a.Request, Prompt: a.Prompt, VoucherNotBefore: a.VoucherNotBefore, VoucherExpiry: a.VoucherExpiry,
		VoucherInputHash: a.VoucherInputHash, VoucherSignature: a.VoucherSignature})
	msg.Verify = &wire.VerifyJob{Worker: strings.ToLower(a.Worker), OutputHash: common.HexToHash(a.OutputHash), TieBreak: a.TieBreak}
	if a.TieBreak {
		msg.Verify.Challenger = strings.ToLower(a.Challenger)
	}
	if a.Thresholds != nil {
		th := *a.Thresholds
		msg.Verify.Method, msg.Verify.Thresholds = wire.VerifyScore, &th
	}
	if a.Embedding != nil {
		b := *a.Embedding
		msg.Verify.Method, msg.Verify.Embedding = wire.VerifyCosine, &b
	}
	return msg
}
