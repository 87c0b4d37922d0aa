"""Level targets of Mooxil, written by tools/calibrate_mooxil.py (do not edit).

``LEVEL_TARGETS[L - 1]`` is the score level ``L`` must reach; ``levels.level_target``
extends the table past its end."""

# Hint player; targets from 64 calibration games per level; 48 other check games per level.
#                                            reached         from   check    check
# level  radius  endtiles  target  planned  calib.  check   start  median  linked
#     1       4         2     330     100%    100%   100%    100%     459    100%
#     2       4         2     490      94%     95%    90%     90%     568    100%
#     3       5         3     780      88%     89%    88%     78%     872    100%
#     4       5         3     970      82%     83%    75%     59%    1044     98%
#     5       6         4    1360      77%     78%    79%     47%    1457     92%
#     6       6         4    1670      72%     78%    71%     33%    1750     90%
#     7       7         5    2330      66%     70%    52%     17%    2341     90%
#     8       7         5    2680      60%     61%    58%     10%    2740     92%
#     9       7         6    3370      55%     56%    42%      4%    3293     77%
#    10       7         6    3760      50%     50%    60%      3%    3834     83%
#    11       7         6    4360      44%     45%    48%      1%    4335     77%
#    12       7         6    5070      38%     41%    54%      1%    5149     73%

LEVEL_TARGETS: tuple[int, ...] = (
    330,
    490,
    780,
    970,
    1360,
    1670,
    2330,
    2680,
    3370,
    3760,
    4360,
    5070,
)
