package devstack

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire/infer"
)

// The --backend-url server's models are verified by scores, as any generating model
// is: the stack calibrates each against the server at start (Options.Calibrate honest
// results, `infersched verify calibrate`'s work) and verifies it at the suggested
// thresholds, never tighter than infer.DefaultThresholds (a short calibration sees few
// tokens); with Calibrate 0, at infer.DefaultThresholds. A model the server cannot
// give a re-scorable transcript of (no token ids, no /tokenize, no prompt_logprobs:
// the calibration fails) is not verified: its honest results would all fail.

// DefaultCalibrate is the number of honest results the dev stack calibrates each of the
// --backend-url server's models on.
const DefaultCalibrate = 16

// scoring is how one backend model is verified.
type scoring struct {
	model      string
	thresholds verification.Thresholds
	calibrated int   // honest results calibrated on; 0: the defaults
	err        error // the calibration failed: the model is not verified
}

// scoreBackendModels decides the scoring of each backend model (none when the chain
// has no ResultVerifier: nothing is verified).
func (s *Stack) scoreBackendModels(ctx context.Context) {
	if s.opts.BackendURL == "" || s.Chain.VerifierAddress == (common.Address{}) {
		return
	}
	for _, m := range s.backendModels() {
		sc := scoring{model: m, thresholds: infer.DefaultThresholds}
		if n := s.opts.Calibrate; n > 0 {
			c, _, err := agent.Calibrate(ctx, agent.CalibrateOptions{BackendURL: s.opts.BackendURL, Model: m, N: n})
			if err == nil {
				sc.thresholds, sc.calibrated = looser(c.Suggested, infer.DefaultThresholds), n
			} else {
				sc.err = err
			}
		}
		s.scoring = append(s.scoring, sc)
	}
}

// scoredModels are the thresholds of the verified backend models.
func (s *Stack) scoredModels() map[string]verification.Thresholds {
	out := map[string]verification.Thresholds{}
	for _, sc := range s.scoring {
		if sc.err == nil {
			out[sc.model] = sc.thresholds
		}
	}
	return out
}

// printScoring writes how each backend model is verified, for the banner.
func (s *Stack) printScoring(w io.Writer) {
	for _, sc := range s.scoring {
		switch {
		case sc.err != nil:
			fmt.Fprintf(w, "verification: %s is not verified (its calibration against %s failed: %v)\n", sc.model, s.opts.BackendURL, sc.err)
		case sc.calibrated > 0:
			fmt.Fprintf(w, "verification: %s by scores, thresholds calibrated on %d honest results (no tighter than the defaults): %s\n", sc.model, sc.calibrated, thresholdsJSON(sc.thresholds))
		default:
			fmt.Fprintf(w, "verification: %s by scores, at the default thresholds %s\n", sc.model, thresholdsJSON(sc.thresholds))
		}
	}
}

// thresholdsJSON is th as the configuration spells it.
func thresholdsJSON(th verification.Thresholds) string {
	b, err := json.Marshal(th)
	if err != nil { // plain numbers always encode
		return fmt.Sprintf("%+v", th)
	}
	return string(b)
}

// looser is the thresholds that pass whatever a or b passes.
func looser(a, b verification.Thresholds) verification.Thresholds {
	return verification.Thresholds{
		MaxRank: max(a.MaxRank, b.MaxRank), MaxGap: max(a.MaxGap, b.MaxGap), MaxTemperedGap: max(a.MaxTemperedGap, b.MaxTemperedGap),
		MaxLogprobDiff: looserDiff(a.MaxLogprobDiff, b.MaxLogprobDiff), MaxOutliersPPM: max(a.MaxOutliersPPM, b.MaxOutliersPPM),
		MinTokens: min(a.MinTokens, b.MinTokens), MaxMeanTemperedGap: looserDiff(a.MaxMeanTemperedGap, b.MaxMeanTemperedGap),
	}
}

// looserDiff: 0 does not check the difference (or the mean) at all.
func looserDiff(a, b float64) float64 {
	if a == 0 || b == 0 {
		return 0
	}
	return max(a, b)
}

// Rescore sends the re-scoring of a backend model's transcript to the server.
func (r modelRoute) Rescore(ctx context.Context, model string, tr infer.Transcript) ([]infer.Position, bool, error) {
	rs, ok := r.server.(agent.Rescorer)
	if !slices.Contains(r.models, model) || !ok {
		return nil, false, fmt.Errorf("%w: model %s is not re-scored by this worker's backend", agent.ErrBackend, model)
	}
	return rs.Rescore(ctx, model, tr)
}

// Rescore is the counted backend's.
func (b countingBackend) Rescore(ctx context.Context, model string, tr infer.Transcript) ([]infer.Position, bool, error) {
	rs, ok := b.Backend.(agent.Rescorer)
	if !ok {
		return nil, false, fmt.Errorf("%w: the backend cannot re-score transcripts", agent.ErrBackend)
	}
	return rs.Rescore(ctx, model, tr)
}
