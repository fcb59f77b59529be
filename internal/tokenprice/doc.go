// Package tokenprice converts fees paid in an ERC-20 token to wei and back with a
// Chainlink price feed's answer, and says when an answer is fit to price with. The
// scheduler (scoring, the fee floor, the quote), the price-feed reader and the reference
// worker's profit check all convert here, so that they agree to the wei.
//
// It is pure: no I/O, no clock (the caller passes now). chainfeed reads the answers.
package tokenprice
