@_exported import MosaicCarousel
@_exported import MosaicCore
@_exported import MosaicFlow
@_exported import MosaicHitTest
@_exported import MosaicShelf
