// Package testkit is the one kit of test helpers shared across packages: a controllable
// clock used as func() time.Time (Clock.Now), the wait-until helper (WaitUntil), and an
// RPC endpoint that injects faults (FaultyRPC: errors and timeouts) for edge tests.
//
// It is test support: it must not be imported by non-test code.
package testkit
