// The reference scans, query agreement and the seeded generator live in the conformance kit, a
// library product extension authors use too; the project's tests reach them through here.
@_exported import MosaicTestKit
