@_exported import MosaicCore
@_exported import MosaicFlow
@_exported import MosaicHitTest
@_exported import MosaicInteraction
@_exported import MosaicRender
@_exported import MosaicSticky
@_exported import MosaicWaterfall
