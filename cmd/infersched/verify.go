package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/wire/infer"
)

func newVerifyCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "Tools of verification by scores",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newVerifyCalibrateCmd())
	return cmd
}

func newVerifyCalibrateCmd() *cobra.Command {
	var (
		o                 agent.CalibrateOptions
		promptsPath, task string
		output            string
		maxTokens         uint32
		temperatures      []float64
	)
	cmd := &cobra.Command{
		Use:   "calibrate --backend-url URL --model NAME [-n N] [--prompts FILE] [--temperature T,…] [--task chat|completion|embedding]",
		Short: "Measure honest results' scores (or embeddings' cosines) against a server and suggest the verification thresholds of a model",
		Long: `calibrate runs N honest generations of a model against an OpenAI-compatible server with
the worker's own client (a chat or completion document, logprobs, the transcript the worker
stores: the server must name its tokens' ids and answer /tokenize, as vLLM does) and
re-scores each with a scoring verifier's teacher-forced pass (prompt_logprobs) on the same
server, or on --verifier-url. It prints the honest distribution (per token: rank and gap of
greedy tokens, gap / temperature of sampled ones, the difference between the reported and
the verifier's log-probability; per result: the score) and the thresholds it suggests by the
margin rule it states, as JSON whose "verification" member is the daemon's
verification.scored_models block (--output yaml: that block as YAML, the distribution in
comments). Calibrate on the model, quantization and engine that workers and verifiers really
run: thresholds hold for the nondeterminism they have seen, not more.

Prompts cycle through --prompts (one a line) or a built-in varied set; temperatures cycle
through --temperature (default 0 and 0.7, so that greedy and sampled tokens are both seen);
result i is sampled with seed --seed + i.

With --task embedding it calibrates a cosine verifier instead: each of N inputs (the
prompts, cycled through) is embedded through the worker's client on --backend-url and
again on --verifier-url (calibrate across the thread counts, batch sizes or machines that
workers and verifiers really differ by), and it prints the honest cosine distances and the
min_cosine it suggests by the margin rule it states: the "verification" member is the
daemon's verification.embedding_models block.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o.Task, o.MaxTokens, o.Temperatures = infer.Task(task), maxTokens, temperatures
			if promptsPath != "" {
				f, err := os.Open(promptsPath)
				if err != nil {
					return badInput(err)
				}
				o.Prompts, err = agent.ReadPrompts(f)
				f.Close()
				if err != nil {
					return badInput(err)
				}
			}
			if output != "json" && output != "yaml" {
				return badInput(fmt.Errorf("--output: must be json or yaml, got %q", output))
			}
			if err := o.Validate(); err != nil {
				return badInput(err)
			}
			stderr := cmd.ErrOrStderr()
			did := "results re-scored"
			if o.Task == infer.TaskEmbedding {
				did = "inputs embedded twice"
			}
			o.Progress = func(done int) {
				if done%10 == 0 || done == o.N {
					fmt.Fprintf(stderr, "calibrate: %d of %d %s\n", done, o.N, did)
				}
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			if o.Task == infer.TaskEmbedding {
				return calibrateEmbedding(ctx, cmd, o, output)
			}
			c, _, err := agent.Calibrate(ctx, o)
			switch {
			case errors.Is(err, agent.ErrInvalidCalibration):
				return badInput(err)
			case err != nil:
				return &exitError{code: exitFailure, err: err}
			}
			report := agent.NewCalibrationReport(o, c)
			b, err := report.JSON()
			if output == "yaml" {
				b, err = report.YAML()
			}
			if err != nil {
				return err
			}
			_, err = cmd.OutOrStdout().Write(b)
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.BackendURL, "backend-url", "", "`URL` of the OpenAI-compatible server (vLLM's API) that generates the honest results")
	f.StringVar(&o.VerifierURL, "verifier-url", "", "`URL` of the server that re-scores them, as a verifier's would (default --backend-url)")
	f.StringVar(&o.Model, "model", "", "the model, as the server names it")
	f.IntVarP(&o.N, "n", "n", 64, "honest results to generate and re-score")
	f.StringVar(&promptsPath, "prompts", "", "prompts `FILE`, one a line (default: a built-in varied set)")
	f.Float64SliceVar(&temperatures, "temperature", []float64{0, 0.7}, "sampling temperatures, cycled through")
	f.Uint32Var(&maxTokens, "max-tokens", 32, "max_tokens of each generation")
	f.Int64Var(&o.Seed, "seed", 1, "sampling seed of the first result (result i: seed + i)")
	f.StringVar(&task, "task", string(infer.TaskChat), "chat, completion or embedding")
	f.DurationVar(&o.Timeout, "timeout", 0, "bound of one call to a server (default 2m)")
	f.StringVar(&output, "output", "json", "json or yaml")
	return cmd
}

// calibrateEmbedding is `verify calibrate --task embedding`: the cosine calibration and
// its report.
func calibrateEmbedding(ctx context.Context, cmd *cobra.Command, o agent.CalibrateOptions, output string) error {
	c, _, err := agent.CalibrateEmbedding(ctx, o)
	switch {
	case errors.Is(err, agent.ErrInvalidCalibration):
		return badInput(err)
	case err != nil:
		return &exitError{code: exitFailure, err: err}
	}
	report := agent.NewEmbeddingCalibrationReport(o, c)
	b, err := report.JSON()
	if output == "yaml" {
		b, err = report.YAML()
	}
	if err != nil {
		return err
	}
	_, err = cmd.OutOrStdout().Write(b)
	return err
}
