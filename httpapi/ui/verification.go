package ui

import (
	"encoding/json"
	"sort"
	"strings"
	"unicode/utf8"
)

// verificationWords say what each verification state of a request means.
var verificationWords = map[string]string{
	"sampled":            "sampled: another staked worker re-checks the result",
	"verified":           "verified: a verifier checked the result and agreed",
	"disputed":           "disputed: a verifier disagreed with the result; the dispute is being decided",
	"worker_slashed":     "the worker lost the dispute and its stake was slashed; the requester gets the fee back",
	"challenger_slashed": "the challenger lost the dispute and was slashed; the result stands",
}

// verificationState reads the state out of a status's verification member: the member
// itself when it is a string, else its "state" (or "status") member.
func verificationState(raw json.RawMessage) (state string, members map[string]json.RawMessage) {
	if json.Unmarshal(raw, &state) == nil {
		return state, nil
	}
	if json.Unmarshal(raw, &members) != nil {
		return "", nil
	}
	for _, k := range []string{"state", "status"} {
		if v, ok := members[k]; ok && json.Unmarshal(v, &state) == nil {
			delete(members, k)
			break
		}
	}
	return state, members
}

// verificationStep is the timeline's line for the request's verification.
func verificationStep(raw json.RawMessage) step {
	state, _ := verificationState(raw)
	st := step{Title: "Verification", State: "done"}
	switch state {
	case "sampled", "disputed":
		st.State = "now"
	case "worker_slashed":
		st.State = "bad"
	}
	words, ok := verificationWords[state]
	if !ok {
		words = state
	}
	if words == "" {
		words = "see below"
	}
	st.Parts = []seg{text(words)}
	return st
}

// verificationFields are the verification member's other members, as name and text, in
// name order (the state itself is the timeline's line).
func verificationFields(raw json.RawMessage) []field {
	if len(raw) == 0 {
		return nil
	}
	_, members := verificationState(raw)
	var out []field
	for k, v := range members {
		out = append(out, field{Name: strings.ReplaceAll(k, "_", " "), Value: jsonText(v)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// jsonText is a JSON value as a person reads it: a string without its quotes, anything
// else compact, at most 300 characters.
func jsonText(v json.RawMessage) string {
	var s string
	if json.Unmarshal(v, &s) == nil {
		return clipN(s, 300)
	}
	return clipN(string(v), 300)
}

// clipN cuts s to at most n bytes, at a character boundary, marking the cut.
func clipN(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
