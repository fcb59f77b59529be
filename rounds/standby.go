package rounds

// Standby tells the engine that this replica leads no shard any more: the gauges of the
// last round (pending requests by model and state, live and suspended workers, the gas
// cap flag, the result wait) are cleared until it plays a round again, so that a
// standby does not export what it saw when it last led. Safe for concurrent use.
func (e *Engine) Standby() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.m.standby()
}
