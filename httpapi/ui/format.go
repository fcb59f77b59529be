package ui

import (
	"fmt"
	"html/template"
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"
)

// funcs are the templates' helpers. Every one returns text that html/template escapes.
func (p *pages) funcs() template.FuncMap {
	return template.FuncMap{
		"eth":      func(wei string) string { return formatETH(wei, false) },
		"ethUp":    func(wei string) string { return formatETH(wei, true) },
		"gwei":     func(g float64) string { return strconv.FormatFloat(g, 'g', 4, 64) + " gwei" },
		"ms":       func(ms float64) string { return formatMS(ms) },
		"msInt":    func(ms int64) string { return formatMS(float64(ms)) },
		"seconds":  func(s int64) string { return formatDuration(secs(s)) },
		"num":      func(v float64) string { return strconv.FormatFloat(v, 'g', 4, 64) },
		"pct":      func(v float64) string { return strconv.FormatFloat(v*100, 'g', 3, 64) + " %" },
		"when":     func(ms int64) string { return formatTime(ms) },
		"ago":      func(ms int64) string { return p.ago(ms) },
		"short":    shortHex,
		"explorer": p.explorerTx,
		"workerURL": func(addr string) string {
			if !isAddress(addr) {
				return ""
			}
			return "/ui/workers/" + strings.ToLower(addr)
		},
		"requestURL": func(id string) string { return "/ui/requests/" + id },
		"roundURL":   roundURL,
		"ethf":       formatETHFloat,
		"plural":     plural,
	}
}

func roundURL(shard int, n uint64) string {
	u := "/ui/rounds/" + strconv.FormatUint(n, 10)
	if shard > 0 {
		u += "?shard=" + strconv.Itoa(shard)
	}
	return u
}

// formatETH writes a decimal wei amount in ETH with 4 significant digits (rounded up
// when up is set: a fee needed is never shown below what is needed); amounts below 1
// gwei are written in wei. Something that is not a decimal amount is returned as it is.
func formatETH(wei string, up bool) string {
	v, ok := new(big.Int).SetString(wei, 10)
	if !ok || v.Sign() < 0 {
		return wei
	}
	if v.Cmp(big.NewInt(1e9)) < 0 {
		return v.String() + " wei"
	}
	const sig = 4
	digits := len(v.String())
	exp := digits - sig // value = q × 10^exp wei
	q := new(big.Int).Set(v)
	if exp > 0 {
		div := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(exp)), nil)
		var rem big.Int
		q.QuoRem(v, div, &rem)
		if rem.Sign() > 0 && (up || rem.Cmp(new(big.Int).Rsh(div, 1)) >= 0) {
			q.Add(q, big.NewInt(1))
		}
	} else {
		exp = 0
	}
	s := q.String()
	point := 18 - exp // digits of s after the decimal point
	if point <= 0 {
		return s + strings.Repeat("0", -point) + " ETH"
	}
	if len(s) <= point {
		s = strings.Repeat("0", point-len(s)+1) + s
	}
	whole, frac := s[:len(s)-point], strings.TrimRight(s[len(s)-point:], "0")
	if frac == "" {
		return whole + " ETH"
	}
	return whole + "." + frac + " ETH"
}

// formatETHFloat writes an amount in ETH held as a float (a route's cost in a decision
// record) as formatETH does.
func formatETHFloat(eth float64) string {
	if math.IsNaN(eth) || math.IsInf(eth, 0) || eth < 0 {
		return strconv.FormatFloat(eth, 'g', 4, 64) + " ETH"
	}
	wei, _ := new(big.Float).Mul(big.NewFloat(eth), big.NewFloat(1e18)).Int(nil)
	return formatETH(wei.String(), false)
}

// formatMS writes a duration in milliseconds as a person reads it.
func formatMS(ms float64) string {
	switch {
	case math.IsNaN(ms) || math.IsInf(ms, 0):
		return "–"
	case ms < 1000:
		return strconv.FormatFloat(ms, 'f', 0, 64) + " ms"
	case ms < 60_000:
		return strconv.FormatFloat(ms/1000, 'f', 1, 64) + " s"
	}
	d := time.Duration(ms) * time.Millisecond
	return formatDuration(d)
}

func formatDuration(d time.Duration) string {
	switch {
	case d < time.Minute:
		return strconv.Itoa(int(d.Round(time.Second)/time.Second)) + " s"
	case d < time.Hour:
		m := int(d / time.Minute)
		s := int((d % time.Minute).Round(time.Second) / time.Second)
		return fmt.Sprintf("%d min %d s", m, s)
	case d < 48*time.Hour:
		return fmt.Sprintf("%d h %d min", int(d/time.Hour), int(d%time.Hour/time.Minute))
	}
	return fmt.Sprintf("%d days", int(d/(24*time.Hour)))
}

// formatTime writes a unix-ms time in UTC; 0 is "–".
func formatTime(ms int64) string {
	if ms <= 0 {
		return "–"
	}
	return time.UnixMilli(ms).UTC().Format("2006-01-02 15:04:05 UTC")
}

// ago says how long before now a unix-ms time is ("in …" when it is ahead).
func (p *pages) ago(ms int64) string {
	if ms <= 0 {
		return "–"
	}
	d := p.now().Sub(time.UnixMilli(ms))
	if d < 0 {
		return "in " + formatDuration(-d)
	}
	return formatDuration(d) + " ago"
}

// shortHex shortens a 0x hash or address for a table cell (the full value goes in the
// link or the title).
func shortHex(s string) string {
	if len(s) <= 14 || !strings.HasPrefix(s, "0x") {
		return s
	}
	return s[:8] + "…" + s[len(s)-4:]
}

func isHexOf(s string, n int) bool {
	if len(s) != n+2 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') {
		return false
	}
	for i := 2; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// isHash: 0x and 64 hex digits (a transaction or output hash).
func isHash(s string) bool { return isHexOf(s, 64) }

// isAddress: 0x and 40 hex digits (a worker or requester).
func isAddress(s string) bool { return isHexOf(s, 40) }

// plural writes n and the noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
