package rounds

import (
	"testing"
	"time"
)

// An acknowledgement waits for the round playing at most ackExtendWait: in a failover
// run 689 acks went unanswered within the workers' 5 s reply timeout while rounds'
// status writes timed out after a NATS node's kill, and the workers dropped those jobs.
// betweenWithin gives up on a round that plays on (fn not run, the round's lock left to
// it), and runs fn once the round ends.
func TestBetweenWithinGivesUpOnARoundThatPlaysOn(t *testing.T) {
	var e Engine
	e.playing.Lock() // a round plays
	ran := false
	if e.betweenWithin(50*time.Millisecond, func() { ran = true }) || ran {
		t.Fatal("ran while the round played")
	}
	e.playing.Unlock() // the round ends
	if !e.betweenWithin(10*time.Second, func() { ran = true }) || !ran {
		t.Fatal("did not run once the round ended")
	}
	// The given-up wait left no lock behind: the next round plays.
	done := make(chan struct{})
	go func() {
		e.playing.Lock()
		close(done) // the round plays
		e.playing.Unlock()
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the round's lock was left held")
	}
}
