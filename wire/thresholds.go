package wire

import "github.com/infersched/infersched/scheduler/verification"

// Thresholds decide a scoring verifier's verdict (verification.Thresholds): the
// scheduler's config names them per model and publishes them with each scoring job.
type Thresholds = verification.Thresholds

// ErrInvalidThresholds wraps every problem of thresholds.
var ErrInvalidThresholds = verification.ErrInvalidThresholds

// EmbeddingBound decides a cosine verifier's verdict on an embedding
// (verification.EmbeddingBound): the scheduler's config names it per model and
// publishes it with each such job.
type EmbeddingBound = verification.EmbeddingBound
