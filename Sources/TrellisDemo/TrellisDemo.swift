// TrellisDemo: the showcase app behind `trellis demo` — a music library built from components with
// controllers inside UIKit-style view controllers, with its lifecycle shown live.
import TrellisComponents
import TrellisUI
