// Package audit serves the auditors: it exports the decision log from JetStream as JSON
// Lines with every referenced request resolved (so that verification runs offline),
// verifies a log against the chain, anchors spans of records on chain through the
// DecisionAnchor contract, and builds the Merkle proof that a round is in its anchored
// span.
//
// The record format, its hashes, the replay and the policy checks are package
// decisionlog's; this package moves records between JetStream, the chain and files.
package audit
