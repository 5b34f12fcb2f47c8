// A transpose that moves data into a padded result with a '?' dimension:
// the result's padded bound is checked before the relayout that copies the
// data, and the message names the transpose, the op the program wrote.
// RUN: shapes-opt %s -shapes-lower-to-linalg | FileCheck %s
// RUN: shapes-opt %s -shapes-lower-to-linalg="shape-checks=false" | FileCheck %s --check-prefix=NOCHECK

// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'shapes.transpose' at {{.*}}: result dimension 1 has size %lld, beyond its padded bound %lld\0A\00")
// CHECK-LABEL: func.func @padded_result
// CHECK: shapes.transpose
// CHECK: arith.cmpi ugt
// CHECK: linalg.copy
// NOCHECK-NOT: shapes_check
func.func @padded_result(%a: tensor<?x3xf32>) -> tensor<3x?xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [3, 4]>> {
  %t = shapes.transpose %a, permutation = [1, 0] : tensor<?x3xf32> -> tensor<3x?xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [3, 4]>>
  return %t : tensor<3x?xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [3, 4]>>
}
