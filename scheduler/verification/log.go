package verification

// Log is what a round's decision record says of verification: the results
// drawn since the previous record, the verification jobs the round assigned, and the
// attestations and dispute outcomes the chain reported since. Absent (nil) from a
// record with nothing of the kind, so a record without the section replays unchanged.
type Log struct {
	// Config is the verification section the samples were drawn under (set when the
	// log has samples), so that an auditor replays the rates.
	Config *Config `json:"config,omitempty"`
	// Commits are the draw commitments of the requests assigned in the round (DrawCommit).
	Commits      []Commit      `json:"commits,omitempty"`
	Samples      []Sample      `json:"samples,omitempty"`
	Assigned     []Assignment  `json:"assigned,omitempty"`
	Attestations []Attestation `json:"attestations,omitempty"`
	Disputes     []Dispute     `json:"disputes,omitempty"`
}

// Empty reports whether l says nothing.
func (l *Log) Empty() bool {
	return l == nil || len(l.Commits)+len(l.Samples)+len(l.Assigned)+len(l.Attestations)+len(l.Disputes) == 0
}

// Sample is one draw over a result of a comparable model: every input the draw read,
// so that an auditor recomputes it (Standing → Rate, BlockHash and RequestID → Seed).
type Sample struct {
	RequestID  string `json:"request_id"`
	Model      string `json:"model"`
	Worker     string `json:"worker"`
	BlockHash  string `json:"block_hash"`  // 0x hex, of the ResultSubmitted log
	OutputHash string `json:"output_hash"` // 0x hex, as submitted
	// The worker's standing when its result was drawn.
	OnProbation bool    `json:"on_probation,omitempty"`
	LostDispute bool    `json:"lost_dispute,omitempty"`
	Disputes    int     `json:"disputes,omitempty"`
	Verified    int     `json:"verified,omitempty"`
	Rate        float64 `json:"rate"`
	Sampled     bool    `json:"sampled"`
	// Secret is the draw secret revealed (0x hex; SeedWith), whose commitment an earlier
	// record carries; absent in records drawn without one (Seed).
	Secret string `json:"secret,omitempty"`
	// Task is the request's task when it is not a plain prompt (Verifiability reads it).
	Task string `json:"task,omitempty"`
	// Class is the worker's determinism class for a class model (class_models), as it
	// advertised it when the request was assigned: every verifier of the result is of
	// this class. Absent for other models; "" for a class model means no class was
	// known, and no verifier is picked.
	Class string `json:"class,omitempty"`
}

// Commit is the commitment to a request's draw secret, logged in the round that
// assigns the request, before its result can exist: Commit is keccak256(secret), 0x hex.
type Commit struct {
	RequestID string `json:"request_id"`
	Commit    string `json:"commit"`
}

// Standing is the worker's standing the sample was drawn with.
func (s Sample) Standing() Standing {
	return Standing{OnProbation: s.OnProbation, LostDispute: s.LostDispute, Disputes: s.Disputes, Verified: s.Verified}
}

// Assignment is one verification job: Verifier re-executes RequestID, whose result
// Worker submitted, under a Verify voucher of the scheduler key. Attempt counts the
// Verify vouchers issued for the request (a verifier that lets its voucher lapse is
// replaced by the next candidate); TieBreak marks the run an open dispute needs.
type Assignment struct {
	RequestID string `json:"request_id"`
	Worker    string `json:"worker"`
	Verifier  string `json:"verifier"`
	Attempt   int    `json:"attempt"`
	TieBreak  bool   `json:"tie_break,omitempty"`
	NotBefore uint64 `json:"not_before"`
	Expiry    uint64 `json:"expiry"`
	// CostETH is the job's price: the gas of the verifier's attestation at the round's
	// gas price (what the verifier reward must cover).
	CostETH float64 `json:"cost_eth"`
}

// Attestation is a verifier's first verdict on a result as the chain recorded it: Agrees
// when it passed the result (attest), otherwise it opened a dispute. OutputHash is the
// output judged; TranscriptHash and Score the transcript the verdict scored and its
// score in parts per million (absent for an exact-hash verdict, and in records of
// contracts without verdicts, whose OutputHash is the verifier's own hash).
type Attestation struct {
	RequestID      string `json:"request_id"`
	Verifier       string `json:"verifier"`
	OutputHash     string `json:"output_hash"`
	Agrees         bool   `json:"agrees"`
	TranscriptHash string `json:"transcript_hash,omitempty"`
	Score          uint32 `json:"score,omitempty"`
	TxHash         string `json:"tx_hash,omitempty"`
}

// Dispute is a dispute's end on chain: Outcome is WorkerLost, ChallengerLost or
// NoMajority (expired without a decision). Verifier, TranscriptHash and Score are the
// tie-break's verdict; CorrectHash is the deciding hash of contracts without verdicts.
type Dispute struct {
	RequestID      string  `json:"request_id"`
	Worker         string  `json:"worker"`
	Outcome        Outcome `json:"outcome"`
	CorrectHash    string  `json:"correct_hash,omitempty"`
	Verifier       string  `json:"verifier,omitempty"`
	TranscriptHash string  `json:"transcript_hash,omitempty"`
	Score          uint32  `json:"score,omitempty"`
	TxHash         string  `json:"tx_hash,omitempty"`
}
