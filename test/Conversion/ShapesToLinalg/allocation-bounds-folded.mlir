// A constant size beyond its padded bound that a canonicalizer has already
// folded into the allocation's type (memref<5x3xf32, #bound>, which the
// layout rejects) is the same located error as before folding, not IR that
// a later pass finds invalid.
//
// RUN: shapes-opt %s -split-input-file -verify-diagnostics -canonicalize \
// RUN:   -shapes-lower-to-linalg -o /dev/null
// RUN: shapes-opt %s -split-input-file -verify-diagnostics -canonicalize \
// RUN:   -shapes-to-llvm -o /dev/null

#bound = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 3]>

func.func @alloc_past_bound() -> memref<?x3xf32, #bound> {
  %c5 = arith.constant 5 : index
  // expected-error @below {{'memref.alloc' op dimension 0 has size 5, beyond its padded bound 4}}
  %m = memref.alloc(%c5) : memref<?x3xf32, #bound>
  return %m : memref<?x3xf32, #bound>
}

// -----

#bound = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4]>

func.func @empty_past_bound(%n: index) -> tensor<?x?xf32, #bound> {
  %c5 = arith.constant 5 : index
  // expected-error @below {{'tensor.empty' op dimension 1 has size 5, beyond its padded bound 4}}
  %t = tensor.empty(%n, %c5) : tensor<?x?xf32, #bound>
  return %t : tensor<?x?xf32, #bound>
}
