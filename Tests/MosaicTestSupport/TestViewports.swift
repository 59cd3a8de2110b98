import MosaicCore

/// A vertical viewport `width` wide (and tall enough not to matter).
public func viewport(width: Double, scale: Double? = nil) -> Viewport {
  Viewport(size: Size(width: width, height: 600), scale: scale)
}

/// A horizontal viewport `height` tall.
public func viewport(height: Double, scale: Double? = nil) -> Viewport {
  Viewport(size: Size(width: 600, height: height), scale: scale)
}
