// Package ratelimit keeps the flow-control limits that span scheduler replicas in
// Redis: the per-requester and per-model-group request limits of the flow_control
// section, as GCRA buckets (github.com/go-redis/redis_rate), so that two replicas
// admitting requests of one requester or one model draw from one budget. It implements
// rounds.SharedLimits; the node-level limits and the byte limits stay in process
// (scheduler/flowcontrol), since they protect one replica's own output.
//
// It does Redis I/O and nothing else: it decides nothing beyond "allowed, or wait this
// long", and holds no bucket state of its own. Redis keeps time (GCRA reads the
// server's clock), so replicas with skewed clocks still share one budget.
package ratelimit
