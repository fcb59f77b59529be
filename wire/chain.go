package wire

import (
	"strconv"
	"strings"
)

// The names of a decision chain. The log is split into one hash chain per shard; shard
// 0's chain carries the names a log of one shard has (infer.decisions.<round>,
// infer.anchors, message ids and failure texts without a shard), so that a log that
// never had a second shard reads the same, and every other shard's names carry the
// shard. This file is the one place that rule is written: code elsewhere asks it for a
// name and never tests for shard 0 itself.

// ChainLabel names shard's chain at the head of a message about it: "" for shard 0,
// "shard <i>: " for the others.
func ChainLabel(shard int) string {
	if shard <= 0 {
		return ""
	}
	return "shard " + strconv.Itoa(shard) + ": "
}

// RecordMsgID is the message id of round's record of shard's chain (of its first
// chunk; a record in chunks numbers the others after it), from the record's hash:
// round:<round>:<16 hex> on shard 0, shard:<i>:round:<round>:<16 hex> on shard i.
func RecordMsgID(shard int, round uint64, hash string) string {
	id := "round:" + strconv.FormatUint(round, 10) + ":" + hash[:min(len(hash), 16)]
	if shard <= 0 {
		return id
	}
	return "shard:" + strconv.Itoa(shard) + ":" + id
}

// AnchorMsgID is the message id of the anchor of from..to of shard's chain:
// anchor:<from>-<to> on shard 0, anchor:<i>:<from>-<to> on shard i, so that the spans of
// two chains never deduplicate.
func AnchorMsgID(shard int, from, to uint64) string {
	span := strconv.FormatUint(from, 10) + "-" + strconv.FormatUint(to, 10)
	if shard <= 0 {
		return "anchor:" + span
	}
	return "anchor:" + strconv.Itoa(shard) + ":" + span
}

// DecisionChainFilters are the subject filters that find every record of shard's chain
// in the DECISIONS stream: DecisionChainFilter, and for shard 0 the subject records
// were published on by releases that wrote one subject for every round.
func DecisionChainFilters(shard int) []string {
	if shard <= 0 {
		return []string{DecisionChainFilter(0), SubjectDecisionsLegacy}
	}
	return []string{DecisionChainFilter(shard)}
}

// ShardOfRecordSubject is the shard whose chain a record subject belongs to (the
// single subject of old releases is shard 0's); false when subject is no record
// subject.
func ShardOfRecordSubject(subject string) (int, bool) {
	if subject == SubjectDecisionsLegacy {
		return 0, true
	}
	sh, _, ok := ShardRoundOfSubject(subject)
	return sh, ok
}

// DecisionSubjectOf is the subject of round's decision record on shard's chain: shard 0's
// is DecisionSubject(round), shard i's infer.decisions.<i>.<round>.
func DecisionSubjectOf(shard int, round uint64) string {
	if shard <= 0 {
		return DecisionSubject(round)
	}
	return SubjectDecisionPrefix + strconv.Itoa(shard) + "." + strconv.FormatUint(round, 10)
}

// AnchorSubjectOf is where the anchors of shard's chain are published beside its
// records: SubjectAnchors for shard 0, infer.anchors.<i> for shard i.
func AnchorSubjectOf(shard int) string {
	if shard <= 0 {
		return SubjectAnchors
	}
	return SubjectAnchors + "." + strconv.Itoa(shard)
}

// ShardOfAnchorSubject inverts AnchorSubjectOf.
func ShardOfAnchorSubject(subject string) (int, bool) {
	if subject == SubjectAnchors {
		return 0, true
	}
	rest, ok := strings.CutPrefix(subject, SubjectAnchors+".")
	if !ok || !canonicalUint(rest) || rest == "0" {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	return n, err == nil && n > 0
}

// DecisionChainFilter is the subject filter of shard's chain: every record subject of
// the shard and no other.
func DecisionChainFilter(shard int) string {
	if shard <= 0 {
		return SubjectDecisionsAll
	}
	return SubjectDecisionPrefix + strconv.Itoa(shard) + ".*"
}

// ShardRoundOfSubject inverts DecisionSubjectOf: the shard and round a record subject
// names.
func ShardRoundOfSubject(subject string) (shard int, round uint64, ok bool) {
	if n, ok := RoundOfSubject(subject); ok {
		return 0, n, true
	}
	rest, ok := strings.CutPrefix(subject, SubjectDecisionPrefix)
	if !ok {
		return 0, 0, false
	}
	sh, rn, ok := strings.Cut(rest, ".")
	if !ok || !canonicalUint(sh) || !canonicalUint(rn) {
		return 0, 0, false
	}
	s, err := strconv.ParseUint(sh, 10, 31)
	if err != nil || s == 0 {
		return 0, 0, false
	}
	n, err := strconv.ParseUint(rn, 10, 64)
	return int(s), n, err == nil
}
