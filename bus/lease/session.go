package lease

import "github.com/nats-io/nats.go"

// Session says whether this replica's connection to the lease store is up and which
// session of it this is (a number that changes on every reconnect). A holder acts
// only within the session of its last successful take or renewal: once its
// connection dropped, its followers may have found it gone (probe.go) and taken its
// shards, so it stops at once and acts again only after a renewal in the new session
// succeeds (or it finds the lease lost), instead of until its renew deadline.
type Session func() (up bool, session uint64)

// NATSSession is Session of nc: up while connected, the session counted by its
// reconnects.
func NATSSession(nc *nats.Conn) Session {
	return func() (bool, uint64) {
		return nc.Status() == nats.CONNECTED, nc.Stats().Reconnects
	}
}

// sessionNow is the current session, and whether it is up (always, without a Session).
func (e *Elector) sessionNow() (bool, uint64) {
	if e.session == nil {
		return true, 0
	}
	return e.session()
}

// inSession reports whether a lease renewed in session s may be acted on now.
func (e *Elector) inSession(s uint64) bool {
	up, now := e.sessionNow()
	return up && now == s
}
