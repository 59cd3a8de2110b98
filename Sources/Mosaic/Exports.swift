@_exported import MosaicCore
@_exported import MosaicFlow
@_exported import MosaicHitTest
