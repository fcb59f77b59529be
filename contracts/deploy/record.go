package deploy

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Contract is one deployed contract.
type Contract struct {
	Address common.Address `json:"address"`
	Tx      common.Hash    `json:"tx"`
	Block   uint64         `json:"block"`
}

// Record is what a deployment did: the file `infersched deploy` keeps in its output
// directory (RecordFile) and reads back on the next run.
type Record struct {
	ChainID  uint64         `json:"chain_id"`
	Deployer common.Address `json:"deployer"`
	Params   RecordParams   `json:"params"`
	Router   *Contract      `json:"inference_router,omitempty"`
	Registry *Contract      `json:"worker_registry,omitempty"`
	Anchor   *Contract      `json:"decision_anchor,omitempty"`
	Verifier *Contract      `json:"result_verifier,omitempty"`
}

// RecordParams are Params as written down.
type RecordParams struct {
	Owner             common.Address `json:"owner"`
	Scheduler         common.Address `json:"scheduler"`
	MaxPromptBytes    uint64         `json:"max_prompt_bytes"`
	MaxModelNameBytes uint64         `json:"max_model_name_bytes"`
	MinStakeWei       string         `json:"min_stake_wei"`
	UnstakeDelayS     uint64         `json:"unstake_delay_s"`
	// The ResultVerifier's effective parameters; ChallengeWindowS 0: none deployed.
	SlashWei          string `json:"slash_wei,omitempty"`
	VerifierRewardWei string `json:"verifier_reward_wei,omitempty"`
	ChallengeWindowS  uint64 `json:"challenge_window_s,omitempty"`
	DisputeWindowS    uint64 `json:"dispute_window_s,omitempty"`
}

func newRecord(chainID uint64, deployer common.Address, p Params) *Record {
	r := &Record{ChainID: chainID, Deployer: deployer, Params: RecordParams{
		Owner: p.Owner, Scheduler: p.Scheduler, MaxPromptBytes: p.MaxPromptBytes, MaxModelNameBytes: p.MaxModelNameBytes,
		MinStakeWei: p.MinStakeWei.String(), UnstakeDelayS: uint64(p.UnstakeDelay / time.Second)}}
	if slash, reward, cw, dw, ok := p.verification(); ok {
		r.Params.SlashWei, r.Params.VerifierRewardWei = slash.String(), reward.String()
		r.Params.ChallengeWindowS, r.Params.DisputeWindowS = cw, dw
	}
	return r
}

// compatible refuses to continue a record made for another chain or other parameters.
func (r *Record) compatible(next *Record) error {
	var errs []error
	if r.ChainID != next.ChainID {
		errs = append(errs, fmt.Errorf("the record is for chain %d, the endpoint serves chain %d", r.ChainID, next.ChainID))
	}
	if r.Params != next.Params {
		a, _ := json.Marshal(r.Params)
		b, _ := json.Marshal(next.Params)
		errs = append(errs, fmt.Errorf("the record was made with %s, the flags say %s", a, b))
	}
	if len(errs) > 0 {
		return fmt.Errorf("%w (use another --out directory for a new deployment)", errors.Join(errs...))
	}
	return nil
}

// Complete reports whether all the contracts are recorded (the ResultVerifier only
// where its windows fit under the unstake delay).
func (r *Record) Complete() bool {
	return r.Router != nil && r.Registry != nil && r.Anchor != nil && (r.Verifier != nil || r.Params.ChallengeWindowS == 0)
}

// StartBlock is the first block the indexer must read: the router's deployment.
func (r *Record) StartBlock() uint64 {
	if r.Router == nil {
		return 0
	}
	return r.Router.Block
}

// Files in the output directory.
const (
	RecordFile      = "deployment.json"
	DaemonChainFile = "daemon-chain.yaml"
	WorkerChainFile = "worker-chain.yaml"
)

// ReadRecord reads dir's record; a missing file is (nil, nil).
func ReadRecord(dir string) (*Record, error) {
	data, err := os.ReadFile(filepath.Join(dir, RecordFile))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, RecordFile), err)
	}
	if _, ok := new(big.Int).SetString(r.Params.MinStakeWei, 10); !ok {
		return nil, fmt.Errorf("%s: params.min_stake_wei %q is not a decimal integer", filepath.Join(dir, RecordFile), r.Params.MinStakeWei)
	}
	return &r, nil
}

// WriteRecord writes dir's record atomically (temporary file, then rename).
func WriteRecord(dir string, r *Record) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return writeAtomic(filepath.Join(dir, RecordFile), append(data, '\n'))
}

// WriteConfigs writes the daemon's and the worker's `chain:` sections for a complete
// record, ready to paste into (or merge with) their configuration files.
func WriteConfigs(dir string, r *Record, rpcURLs []string) error {
	if !r.Complete() {
		return errors.New("the deployment is not complete")
	}
	urls := "[" + strings.Join(quoteAll(rpcURLs), ", ") + "]"
	daemon := fmt.Sprintf(`# Written by infersched deploy: the daemon's chain section (merge into its config).
chain:
  rpc_urls: %s
  chain_id: %d
  contracts:
    router: %q
    worker_registry: %q
    decision_anchor: %q
# The indexer needs no block before the router's deployment.
indexer:
  start_block: %d
%s`, urls, r.ChainID, r.Router.Address.Hex(), r.Registry.Address.Hex(), r.Anchor.Address.Hex(), r.StartBlock(), verifierLine(r))
	worker := fmt.Sprintf(`# Written by infersched deploy: the worker's chain section (merge into its config).
worker:
  chain:
    rpc_urls: %s
    chain_id: %d
    router: %q
    registry: %q
`, urls, r.ChainID, r.Router.Address.Hex(), r.Registry.Address.Hex())
	if r.Verifier != nil { // without it a worker drops every verification job it is sent
		worker += fmt.Sprintf("    result_verifier: %q\n", r.Verifier.Address.Hex())
	}
	if err := writeAtomic(filepath.Join(dir, DaemonChainFile), []byte(daemon)); err != nil {
		return err
	}
	return writeAtomic(filepath.Join(dir, WorkerChainFile), []byte(worker))
}

// verifierLine names the ResultVerifier in the daemon's file, as a comment: the daemon's
// key for it (chain.contracts.result_verifier) is wired with the verification rounds.
func verifierLine(r *Record) string {
	if r.Verifier == nil {
		return ""
	}
	return fmt.Sprintf("# ResultVerifier (chain.contracts.result_verifier): %q\n", r.Verifier.Address.Hex())
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

func writeAtomic(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
