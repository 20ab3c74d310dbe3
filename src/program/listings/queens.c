#include <stdio.h>
#define N {N}
int queen[N], cols[N], plus[2 * N - 1], minus[2 * N - 1];

int try_row(int i) {
    for (int j = 0; j < N; j++) {
        if (cols[j] || plus[i + j] || minus[i - j + N - 1])
            continue;	@attacked
        queen[i] = j;	@place
        cols[j] = plus[i + j] = minus[i - j + N - 1] = 1;
        if (i == N - 1) {
?first
            return 1;	@found
        }
        if (try_row(i + 1))
            return 1;
?all
            for (int r = 0; r < N; r++)
                printf("%d ", queen[r] + 1);
            printf("\n");	@found
        } else {
            try_row(i + 1);
        }
?any
        queen[i] = -1;
        cols[j] = plus[i + j] = minus[i - j + N - 1] = 0;	@lift
    }
    return 0;
}

int main(void) {
    for (int i = 0; i < N; i++)
        queen[i] = -1;
?first
    if (!try_row(0)) {
        printf("Not Found\n");
        return 0;
    }
    for (int r = 0; r < N; r++)
        printf("%d ", queen[r] + 1);
    printf("\n");
?all
    try_row(0);
?any
    return 0;
}
