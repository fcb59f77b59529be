package scheduler

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
)

// Wei is a non-negative amount of wei. In JSON it is a decimal string ("10000000000000000"),
// because amounts above 2^53 do not survive a JSON number in most clients.
//
// Decoding JSON never fails on a bad amount: the problem is kept and reported by Err,
// so that a snapshot decoder can name the element that carried it.
type Wei struct {
	big.Int
	bad string // why the decoded text was not an amount; "" when it was
}

// Err reports an amount that did not decode.
func (w *Wei) Err() error {
	if w.bad == "" {
		return nil
	}
	return errors.New(w.bad)
}

// NewWei returns v wei.
func NewWei(v int64) Wei {
	var w Wei
	w.SetInt64(v)
	return w
}

// WeiFromBig copies b.
func WeiFromBig(b *big.Int) Wei {
	var w Wei
	if b != nil {
		w.Set(b)
	}
	return w
}

// IsZero reports a zero amount (JSON's omitzero leaves it out).
func (w Wei) IsZero() bool { return w.Sign() == 0 }

// MarshalJSON writes the amount as a decimal string.
func (w Wei) MarshalJSON() ([]byte, error) {
	return json.Marshal(w.String())
}

// UnmarshalJSON reads a decimal string of digits only: no sign, no exponent, no hex.
func (w *Wei) UnmarshalJSON(b []byte) error {
	w.bad = ""
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		w.bad = fmt.Sprintf("want a decimal string of wei, got %s", truncate(b))
		return nil
	}
	if err := w.parse(s); err != nil {
		w.bad = err.Error()
	}
	return nil
}

// UnmarshalText lets YAML and flags carry wei the same way.
func (w *Wei) UnmarshalText(b []byte) error { return w.parse(string(b)) }

// MarshalText is the decimal form.
func (w Wei) MarshalText() ([]byte, error) { return []byte(w.String()), nil }

func (w *Wei) parse(s string) error {
	if s == "" {
		return fmt.Errorf("empty wei amount")
	}
	if len(s) > 78 { // 2^256 has 78 digits
		return fmt.Errorf("wei amount %q is longer than a uint256", truncate([]byte(s)))
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return fmt.Errorf("wei amount %q is not a non-negative decimal integer", s)
		}
	}
	if _, ok := w.SetString(s, 10); !ok {
		return fmt.Errorf("wei amount %q is not a decimal integer", s)
	}
	return nil
}

func truncate(b []byte) string {
	if len(b) > 40 {
		return string(b[:40]) + "…"
	}
	return string(b)
}
