// TrellisTerminal: a Screen for ANSI terminals — input decoding, a cell-diff renderer, raw mode and
// restoring the terminal on every exit path. Nothing above a Screen knows about escape codes.
import TrellisUI
