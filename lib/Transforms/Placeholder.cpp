// Keeps cloptTransforms non-empty until the first pass lands.
namespace clopt { void transformsPlaceholder() {} }
