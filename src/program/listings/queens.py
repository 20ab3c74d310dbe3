N = {N}
queen = [-1] * N
cols = [False] * N
plus = [False] * (2 * N - 1)
minus = [False] * (2 * N - 1)

def try_row(i):
    for j in range(N):
        if cols[j] or plus[i + j] or minus[i - j + N - 1]:
            continue	@attacked
        queen[i] = j	@place
        cols[j] = plus[i + j] = minus[i - j + N - 1] = True
        if i == N - 1:
?first
            return True	@found
        if try_row(i + 1):
            return True
?all
            print(queen)	@found
        else:
            try_row(i + 1)
?any
        queen[i] = -1
        cols[j] = plus[i + j] = minus[i - j + N - 1] = False	@lift
    return False

?first
if not try_row(0):
    print("Not Found")
else:
    print(queen)
?all
try_row(0)
