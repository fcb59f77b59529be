package verification

import (
	"fmt"
	"math/big"
)

// Kept is one worker's verification standing as the round engine keeps it across a
// restart and a takeover (the status store, rounds.StandingStore): its counts, whether
// it ever lost a dispute (it is then drawn at the probation rate for good), and
// whether it is out (lost, and not staked again since), with the least stake seen
// while out, the mark it must stake above to be back.
type Kept struct {
	Worker   string `json:"worker"`
	Results  int    `json:"results"`
	Sampled  int    `json:"sampled"`
	Verified int    `json:"verified"`
	Disputes int    `json:"disputes"`
	Slashes  int    `json:"slashes"`
	Lost     bool   `json:"lost,omitempty"`
	Out      bool   `json:"out,omitempty"`
	// MinStakeWei is a decimal wei amount, "" when none was seen yet.
	MinStakeWei string `json:"min_stake_wei,omitempty"`
}

// MaxKeptCount bounds every count read back: more than any engine writes in years.
const MaxKeptCount = 1 << 40

// Validate reports the first problem of a standing read back.
func (k Kept) Validate() error {
	for _, c := range []struct {
		name string
		v    int
	}{{"results", k.Results}, {"sampled", k.Sampled}, {"verified", k.Verified}, {"disputes", k.Disputes}, {"slashes", k.Slashes}} {
		if c.v < 0 || c.v > MaxKeptCount {
			return fmt.Errorf("standing of %s: %s %d out of [0, 2^40]", k.Worker, c.name, c.v)
		}
	}
	if k.Out && !k.Lost {
		return fmt.Errorf("standing of %s: out without a lost dispute", k.Worker)
	}
	if k.MinStakeWei != "" {
		if v, ok := new(big.Int).SetString(k.MinStakeWei, 10); !ok || v.Sign() < 0 || v.BitLen() > 256 {
			return fmt.Errorf("standing of %s: min_stake_wei %q is not a decimal uint256", k.Worker, k.MinStakeWei)
		}
	}
	return nil
}
