package events

// Message is one message ready to publish on the bus: what the indexer hands its output
// port and what the bus publishes. It carries no client type, so the protocol stays
// free of the NATS client.
type Message struct {
	Subject string
	MsgID   string // Nats-Msg-Id: JetStream drops a second message with the same id
	Data    []byte
	// Header, when set, is sent with the message (Nats-Msg-Id is added to it).
	Header map[string][]string
}
