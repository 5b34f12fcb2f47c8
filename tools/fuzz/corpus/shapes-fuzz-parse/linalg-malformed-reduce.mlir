func.func @count(%m: tensor<?xi1>) -> tensor<i32> {
  %zero = arith.constant 0 : i32
  %init = tensor.empty() : tensor<i32>
  %acc = linalg.fill ins(%zero : i32) outs(%init : tensor<i32>) -> tensor<i32>
  %r = linalg.reduce ins(%m : tensor<?xi1>) outs(%acc : tensor<i32>) dimensions =0 []
    (%b: i1, %a: i32) {
      %e = arith.extui %b : i1 to i32
      %s = arith.addi %a, %e : i32
      linalg.yield %s : i32
    }
  return %r : tensor<i32>
}
